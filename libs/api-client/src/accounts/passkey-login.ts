import { failure } from './admin-accounts';
import { postJson } from '../shared/http';

// Its own module, so only the login page's lazy chunk carries the passkey ceremony.

/** Signs in with a passkey: null when the ceremony was cancelled or the API refused it (401). */
export async function loginWithPasskey(): Promise<{
  access_token: string;
  username: string;
} | null> {
  const started = await postJson('/auth/passkeys/login-options');
  if (!started.ok) throw await failure(started, 'Error starting the passkey sign-in');
  const optionsJSON = await started.json();
  const { startAuthentication } = await import('@simplewebauthn/browser');
  let response;
  try {
    response = await startAuthentication({ optionsJSON });
  } catch {
    return null; // cancelled, or no passkey for this site on this device
  }
  const answer = await postJson('/auth/passkeys/login', { response });
  if (answer.status === 401) return null;
  if (!answer.ok) throw await failure(answer, 'Error signing in with the passkey');
  return (await answer.json()) as { access_token: string; username: string };
}
