import { ERRORS, STORED_USER_KEY, type StoredUser } from '@furnace/contracts';

/**
 * The window event every copy of this client fires when the API answers 401 to a signed-in call.
 * Why an event and not a callback: this library is bundled into the shell and into each remote
 * separately, so a handler set on one copy would not be seen by another; the auth provider (a
 * federation singleton) listens on `window` once and signs the user out for all of them.
 */
export const UNAUTHORIZED_EVENT = 'furnace:unauthorized';

/** The signed-in user lives in localStorage as {username, accessToken} (docs/product.md §3). */
export function readStoredUser(): StoredUser | null {
  if (typeof window === 'undefined') return null; // a server render: nobody is signed in there
  try {
    const raw = window.localStorage.getItem(STORED_USER_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredUser>) : {};
    return parsed.username && parsed.accessToken
      ? { username: parsed.username, accessToken: parsed.accessToken }
      : null;
  } catch {
    return null; // unreadable storage counts as signed out
  }
}

/**
 * The stored access token (this library sits below @furnace/auth, so it cannot ask the provider).
 * docs/product.md §5: writes without a token fail with 'Not authenticated'.
 */
export function requireAccessToken(): string {
  const token = readStoredUser()?.accessToken;
  if (!token) throw new Error(ERRORS.notAuthenticated);
  return token;
}

/** Tells the auth layer the stored token is no longer accepted (expired, revoked, garbage). */
export function signalUnauthorized(): void {
  window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}

/**
 * Signs the user in again without leaving the page (the admin's sign-in dialog): resolves true once
 * a new token is stored, false when the user declined. See `setReauthenticate`.
 */
export type Reauthenticate = () => Promise<boolean>;

let reauthenticate: Reauthenticate | null = null;
let asking: Promise<boolean> | null = null;

/**
 * Registers the page's way of signing in again; returns a function that removes it. With one
 * registered, a save (any method but GET/HEAD) refused with 401, or attempted with no stored token,
 * asks it and is sent again with the new token, so what the user typed and chose is sent as it was;
 * without one, a 401 signs out as before. Only this copy of the client (one per remote) sees it.
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

/** Whether a request of this method is a save (a write the user may lose if it is refused). */
export const isSave = (method: string | undefined) =>
  !['GET', 'HEAD'].includes((method ?? 'GET').toUpperCase());

/**
 * Runs a save with the stored token; on a 401 (or no token at all) asks to sign in again and, when
 * the user did, runs it once more with the new token. `send` answers with an HTTP status. When
 * nobody can ask, a 401 signals the auth layer as every other call does; when the user declined,
 * the 401 is returned and they stay on the page, their input kept.
 */
export async function saveWithSignIn<R extends { status: number }>(
  send: (token: string) => Promise<R>,
): Promise<R> {
  let token: string;
  try {
    token = requireAccessToken();
  } catch (error) {
    if (!(await askToSignInAgain())) throw error;
    token = requireAccessToken();
  }
  let result = await send(token);
  if (result.status === 401 && reauthenticate !== null) {
    if (await askToSignInAgain()) result = await send(requireAccessToken());
    else return result;
  }
  if (result.status === 401) signalUnauthorized();
  return result;
}
