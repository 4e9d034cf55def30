import type { TokenResponse } from '@furnace/contracts';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { jsonOr, ownWords, postJson } from '../shared/http';

// Its own module, so only the login page's lazy chunk carries the passkey ceremony.

/** Signs in with a passkey: null when the ceremony was cancelled or the API refused it (401). */
export async function loginWithPasskey(): Promise<(TokenResponse & { username: string }) | null> {
  const optionsJSON = await jsonOr<PublicKeyCredentialRequestOptionsJSON>(
    await postJson('/auth/passkeys/login-options'),
    ownWords('Error starting the passkey sign-in'),
  );
  const { startAuthentication } = await import('@simplewebauthn/browser');
  // Rejected when cancelled, or with no passkey for this site on this device.
  const response = await startAuthentication({ optionsJSON }).catch(() => null);
  if (!response) return null;
  const answer = await postJson('/auth/passkeys/login', { response });
  if (answer.status === 401) return null;
  return jsonOr(answer, ownWords('Error signing in with the passkey'));
}
