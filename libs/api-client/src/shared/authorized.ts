import { recordVersion } from '@furnace/contracts';
import { ApiError, apiUrl, readRefusal, type Refusal } from './http';
import { isSave, requireAccessToken, saveWithSignIn, signalUnauthorized } from './session';

/**
 * What a refused answer becomes: a catalogue text for its status (docs/product.md §8; the error is
 * an ApiError carrying the API's own sentence as `reason`), or an error the caller words itself.
 */
export type Describe = (status: number, refusal: Refusal) => string | Error;

/**
 * A call with the bearer token: `body` goes as JSON; `shown`, the record as the volunteer started
 * from it, goes as If-Match (its recordVersion), so a change by someone else in between is a 412
 * and nothing is saved (docs/api.md "Editing the same record at once").
 */
export interface AuthorizedCall {
  method?: string;
  body?: unknown;
  shown?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * An authorized call answered OK; any other answer becomes the error `describe` words. The one
 * place a 401 is noticed for JSON calls: it signals the auth layer (which signs the user out and
 * sends them to /login) and still rejects. A save (POST, PUT, PATCH, DELETE) may instead ask the
 * page to sign in again and be re-sent (`setReauthenticate` in session.ts). Any other status, a
 * 503 while the API's database is down included, never signs out.
 */
export async function authorizedOk(
  path: string,
  { method = 'GET', body, shown, signal, headers = {} }: AuthorizedCall,
  describe: Describe,
): Promise<Response> {
  if (shown !== undefined) headers = { ...headers, 'If-Match': recordVersion(shown) };
  if (body !== undefined) headers = { ...headers, 'Content-Type': 'application/json' };
  const send = (token: string) =>
    fetch(apiUrl(path), {
      method,
      signal,
      headers: { Accept: 'application/json', ...headers, Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // A save refused for an expired session can be signed in again and re-sent (session.ts).
  const save = isSave(method);
  const response = save ? await saveWithSignIn(send) : await send(requireAccessToken());
  if (response.status === 401 && !save) signalUnauthorized();
  if (response.ok) return response;
  const refusal = await readRefusal(response);
  const error = describe(response.status, refusal);
  throw typeof error === 'string' ? new ApiError(error, response.status, refusal.message) : error;
}

/** authorizedOk, answering the JSON body (undefined when there is none, e.g. a 204). */
export async function authorizedJson<T>(
  path: string,
  call: AuthorizedCall,
  describe: Describe,
): Promise<T> {
  const text = await (await authorizedOk(path, call, describe)).text();
  return (text ? JSON.parse(text) : undefined) as T;
}
