import { recordVersion } from '@furnace/contracts';
import { ApiError, apiUrl, readRefusal, type Refusal } from './http';
import { isSave, requireAccessToken, saveWithSignIn, signalUnauthorized } from './session';

/** What a refused answer becomes: a catalogue text for its status (an ApiError), or an error. */
export type Describe = (status: number, refusal: Refusal) => string | Error;

/** `shown`: the record as the volunteer started from it, sent as If-Match (docs/api.md). */
interface AuthorizedCall {
  method?: string;
  body?: unknown;
  shown?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * A call with the bearer token, answered OK, else the error `describe` words. A 401 on a read
 * signs out; a save may sign in again and be re-sent (session.ts); no other status signs out.
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
