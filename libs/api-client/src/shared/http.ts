import { recordVersion, type ContentFieldError } from '@furnace/contracts';

export const apiUrl = (path: string) => `/api/v1${path}`;

/** `path` with a query of the given parameters, those undefined or '' left out. */
export function withQuery(path: string, params: Record<string, string | number | undefined>) {
  const given = Object.entries(params).filter(([, value]) => value !== undefined && value !== '');
  const search = new URLSearchParams(given.map(([name, value]) => [name, String(value)]));
  return given.length ? `${path}?${search}` : path;
}

/**
 * A non-OK response: its status, the API's own sentence (`reason`) when it gave one, and the
 * fields it refused (a content form's).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason?: string,
    readonly fieldErrors: ContentFieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The API (or its proxy) cannot answer for now: the user stays signed in; only a 401 signs out. */
export function isServiceUnavailable(error: unknown): boolean {
  return error instanceof ApiError && [502, 503, 504].includes(error.status);
}

export function refusalReason(error: unknown): string | undefined {
  return error instanceof ApiError ? error.reason : undefined;
}

/** fetch()'s options: `body` as JSON, `shown` (the record as first read) as If-Match. */
export interface Call extends Omit<RequestInit, 'body' | 'headers'> {
  body?: unknown;
  shown?: unknown;
  headers?: Record<string, string>;
}

/** One request to the API asking for JSON, with `token` as its bearer when given. */
export function send(path: string, { body, shown, headers, ...init }: Call = {}, token?: string) {
  return fetch(apiUrl(path), {
    ...init,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(shown === undefined ? {} : { 'If-Match': recordVersion(shown) }),
      ...headers,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** POST `body` as JSON without the token (sign-in, invitations, password resets). */
export const postJson = (path: string, body?: unknown) => send(path, { method: 'POST', body });

/**
 * What a refused answer becomes: a catalogue text for its status (an ApiError), or an error.
 * `message` is what the API said (docs/api.md "Errors").
 */
export type Describe = (status: number, message: string | undefined) => string | Error;

/** The API's own sentence for a refusal (on `statuses` only, when given), else `fallback`'s. */
export const ownWords =
  (fallback: string | ((status: number) => string), statuses?: number[]): Describe =>
  (status, message) =>
    new ApiError(
      ((!statuses || statuses.includes(status)) && message) ||
        (typeof fallback === 'string' ? `${fallback}: ${status}` : fallback(status)),
      status,
    );

/** The answer when it is OK, else the error `describe` words. */
export async function okOr(response: Response, describe: Describe): Promise<Response> {
  if (response.ok) return response;
  // Not JSON (a proxy's page): no words of its own.
  const body = ((await response.json().catch(() => null)) ?? {}) as Record<string, unknown>;
  const message = Array.isArray(body.message) ? body.message.join(' ') : body.message;
  const reason = typeof message === 'string' && message ? message : undefined;
  const error = describe(response.status, reason);
  const errors = Array.isArray(body.errors) ? body.errors : [];
  throw typeof error === 'string' ? new ApiError(error, response.status, reason, errors) : error;
}

/** okOr, answering the JSON body (undefined when the answer has none: a 204). */
export async function jsonOr<T>(response: Response, describe: Describe): Promise<T> {
  const text = await (await okOr(response, describe)).text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * GET without the token; a non-OK answer becomes ApiError(describe(status)). Not through send()
 * and okOr: a visitor's page reads only, and carries no more code than that needs.
 */
export async function getOk(
  path: string,
  describe: (status: number) => string,
  signal?: AbortSignal,
): Promise<Response> {
  const response = await fetch(apiUrl(path), { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new ApiError(describe(response.status), response.status);
  return response;
}

/** getOk's JSON document. */
export const getJson = async <T>(...get: Parameters<typeof getOk>) =>
  (await (await getOk(...get)).json()) as T;
