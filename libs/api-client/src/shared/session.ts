import { ERRORS, STORED_USER_KEY, type StoredUser } from '@furnace/contracts';

/**
 * Fired on a 401 to a signed-in call. An event, not a callback: each remote bundles its own copy of
 * this client, and the auth provider (a federation singleton) listens on `window` for all of them.
 */
export const UNAUTHORIZED_EVENT = 'furnace:unauthorized';

/** The signed-in user, from localStorage (docs/product.md §3). */
export function readStoredUser(): StoredUser | null {
  if (typeof window === 'undefined') return null; // a server render: nobody is signed in there
  try {
    const stored = window.localStorage.getItem(STORED_USER_KEY) || '{}';
    const { username, accessToken } = JSON.parse(stored) as Partial<StoredUser>;
    return username && accessToken ? { username, accessToken } : null;
  } catch {
    return null; // unreadable storage counts as signed out
  }
}

/** The stored token (this library sits below @furnace/auth); none fails with 'Not authenticated'. */
export function requireAccessToken(): string {
  const token = readStoredUser()?.accessToken;
  if (!token) throw new Error(ERRORS.notAuthenticated);
  return token;
}

export function signalUnauthorized(): void {
  window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}

/** Signs in again without leaving the page: true once a new token is stored, false if declined. */
type Reauthenticate = () => Promise<boolean>;

let reauthenticate: Reauthenticate | null = null;
let asking: Promise<boolean> | null = null;

/**
 * Registers the page's way of signing in again (undone by the function returned): a save refused
 * with 401, or without a token, asks it and is re-sent as it was. Only this copy of the client sees it.
 */
export function setReauthenticate(handler: Reauthenticate): () => void {
  reauthenticate = handler;
  asking = null;
  return () => {
    if (reauthenticate !== handler) return;
    reauthenticate = null;
    asking = null; // a question the page left unanswered is not asked again
  };
}

/** Asks once for every save refused at the same time (one dialog, however many requests wait). */
function askToSignInAgain(): Promise<boolean> {
  if (!reauthenticate) return Promise.resolve(false);
  asking ??= reauthenticate()
    .catch(() => false)
    .finally(() => {
      asking = null;
    });
  return asking;
}

/**
 * Runs a save; on a 401 (or no token) asks to sign in again and re-sends it once. When nobody can
 * ask, a 401 signs out; when the user declined, the 401 is returned and their input stays.
 */
export async function saveWithSignIn<R extends { status: number }>(
  send: (token: string) => Promise<R>,
): Promise<R> {
  if (!readStoredUser()) await askToSignInAgain();
  let result = await send(requireAccessToken());
  if (result.status === 401 && reauthenticate !== null) {
    if (!(await askToSignInAgain())) return result;
    result = await send(requireAccessToken());
  }
  if (result.status === 401) signalUnauthorized();
  return result;
}
