import { ApiError, apiUrl, readRefusal } from './http';
import { isSave, requireAccessToken, saveWithSignIn, signalUnauthorized } from './session';

/**
 * fetch() with the stored bearer token. The one place a 401 is noticed for JSON calls: it signals
 * the auth layer (which signs the user out and sends them to /login) and still rejects, so the
 * caller's own error handling runs. A save (POST, PUT, PATCH, DELETE) may instead ask the page to
 * sign in again and be re-sent (`setReauthenticate` in session.ts). Any other status, a 503 while the API's database is down
 * included, never signs out.
 */
export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = (token: string) =>
    fetch(apiUrl(path), {
      ...init,
      headers: {
        Accept: 'application/json',
        ...(init.headers as Record<string, string>),
        Authorization: `Bearer ${token}`,
      },
    });
  // A save refused for an expired session can be signed in again and re-sent (session.ts).
  if (isSave(init.method)) return saveWithSignIn(send);
  const response = await send(requireAccessToken());
  if (response.status === 401) signalUnauthorized();
  return response;
}

/** An authorized request answered OK; any other answer becomes ApiError(describe(status)). */
export async function authorizedOk(
  path: string,
  init: RequestInit,
  describe: (status: number) => string,
): Promise<Response> {
  const response = await authorizedFetch(path, init);
  if (!response.ok) {
    const { message } = await readRefusal(response);
    throw new ApiError(describe(response.status), response.status, message);
  }
  return response;
}

/** An authorized JSON request; a non-OK answer becomes ApiError(describe(status)). */
export async function authorizedJson<T>(
  path: string,
  init: RequestInit,
  describe: (status: number) => string,
): Promise<T> {
  const response = await authorizedOk(path, init, describe);
  // 204 No Content (e.g. a delete) has no body to parse.
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** POST/PATCH/… a JSON body with the bearer token. */
export function sendJson<T>(
  method: string,
  path: string,
  body: unknown,
  describe: (status: number) => string,
): Promise<T> {
  return authorizedJson<T>(
    path,
    { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    describe,
  );
}
