import { ERRORS, STORED_USER_KEY } from '@furnace/contracts';

/**
 * The window event every copy of this client fires when the API answers 401 to a signed-in call.
 * Why an event and not a callback: this library is bundled into the shell and into each remote
 * separately, so a handler set on one copy would not be seen by another; the auth provider (a
 * federation singleton) listens on `window` once and signs the user out for all of them.
 */
export const UNAUTHORIZED_EVENT = 'furnace:unauthorized';

/**
 * The stored access token, read straight from localStorage (this library sits below @furnace/auth,
 * so it cannot ask the provider). docs/product.md §5: writes without a token fail with 'Not authenticated'.
 */
export function requireAccessToken(): string {
  let token: unknown;
  try {
    const raw = window.localStorage.getItem(STORED_USER_KEY);
    token = raw ? (JSON.parse(raw) as { accessToken?: unknown }).accessToken : undefined;
  } catch {
    token = undefined; // unreadable storage counts as signed out
  }
  if (typeof token !== 'string' || token === '') throw new Error(ERRORS.notAuthenticated);
  return token;
}

/** Tells the auth layer the stored token is no longer accepted (expired, revoked, garbage). */
export function signalUnauthorized(): void {
  window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}
