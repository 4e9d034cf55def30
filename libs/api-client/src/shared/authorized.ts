// Apart from http.ts: a visitor's page, which only reads, leaves the session code out of its bundle.
import { jsonOr, send, type Call, type Describe } from './http';
import { requireAccessToken, saveWithSignIn, signalUnauthorized } from './session';

/**
 * A call with the bearer token. A 401 on a read signs out; a save may sign in again and be re-sent
 * (session.ts); no other status signs out.
 */
export async function authorized(path: string, call: Call): Promise<Response> {
  const save = !['GET', 'HEAD'].includes(call.method?.toUpperCase() ?? 'GET');
  if (save) return saveWithSignIn((token) => send(path, call, token));
  const response = await send(path, call, requireAccessToken());
  if (response.status === 401) signalUnauthorized();
  return response;
}

export const authorizedJson = async <T>(path: string, call: Call, describe: Describe) =>
  jsonOr<T>(await authorized(path, call), describe);
