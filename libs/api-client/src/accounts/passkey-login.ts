import { failure } from './admin-accounts';
import { postJson } from '../shared/http';

// Its own module: only the login page (a lazy chunk) imports it, so the passkey ceremony's code
// never reaches a visitor's first download.

/**
 * Signs in with a passkey (no username or password): null when the browser's ceremony was
 * cancelled or the API refused the passkey (401).
 */
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
