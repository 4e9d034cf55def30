/**
 * The one place the browsers talk HTTP. Every call goes through here so the base URL, headers and
 * the spec's error texts (docs/product.md §8) stay consistent.
 */
const API_BASE = '/api/v1';

export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}

/** A non-OK response, carrying the HTTP status so callers can react to 401 and friends. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
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
