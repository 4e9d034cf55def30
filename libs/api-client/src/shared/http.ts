/**
 * The one place the browsers talk HTTP. Every call goes through here so the base URL, headers and
 * the spec's error texts (docs/product.md §8) stay consistent.
 */
const API_BASE = '/api/v1';

export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}

/** `path` with a query of the given parameters, those undefined or '' left out. */
export function withQuery(path: string, params: Record<string, string | number | undefined>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A non-OK response, carrying the HTTP status so callers can react to 401 and friends, and the
 * API's own sentence when it gave one (`reason`, e.g. "The image is larger than 10 MB."), so a page
 * can show it beside its usual text.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What the API said when it refused a request (docs/api.md "Errors"), as far as it said it. */
export interface Refusal {
  /** Its sentence (naming the field, the overlapping season…), or undefined when it gave none. */
  message: string | undefined;
  /** A refused form's fields (a content key): `[{field: 'items.2.price', message}]`. */
  errors: { field: string; message: string }[];
}

/**
 * Reads a refused answer's body: the one place the browsers take the API's own words from, so each
 * caller only decides when to show them and what to say otherwise.
 */
export async function readRefusal(response: Response): Promise<Refusal> {
  try {
    const body = (await response.json()) as { message?: unknown; errors?: unknown };
    const message = Array.isArray(body.message) ? body.message.join(' ') : body.message;
    return {
      message: typeof message === 'string' && message ? message : undefined,
      errors: Array.isArray(body.errors) ? (body.errors as Refusal['errors']) : [],
    };
  } catch {
    return { message: undefined, errors: [] }; // not JSON (a proxy's page): no words of its own
  }
}

/**
 * True when the API (or a proxy in front of it) could not answer for now: 503 (its database is
 * down), 502 or 504. The user stays signed in and keeps what they typed; the page says to try
 * again (MESSAGES.serviceUnavailableTryAgain). Only a 401 signs out (docs/api.md).
 */
export function isServiceUnavailable(error: unknown): boolean {
  return error instanceof ApiError && [502, 503, 504].includes(error.status);
}

/** POST `body` as JSON without the token (sign-in, invitations, password resets). */
export const postJson = (path: string, body?: unknown) =>
  fetch(apiUrl(path), {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/**
 * GET a JSON document; a non-OK answer becomes ApiError(describe(status)). `signal` cancels it
 * (useApiQuery passes one, so a page that goes away stops its requests).
 */
export async function getJson<T>(
  path: string,
  describe: (status: number) => string,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(apiUrl(path), { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new ApiError(describe(response.status), response.status);
  return (await response.json()) as T;
}

/** getJson, but `missing` where the API does not know the thing asked for (404). */
export async function getJsonOr<T, M>(
  path: string,
  describe: (status: number) => string,
  missing: M,
  signal?: AbortSignal,
): Promise<T | M> {
  try {
    return await getJson<T>(path, describe, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return missing;
    throw error;
  }
}

/** The API's own reason for refusing, when the error carries one (see ApiError.reason). */
export function refusalReason(error: unknown): string | undefined {
  return error instanceof ApiError ? error.reason : undefined;
}
