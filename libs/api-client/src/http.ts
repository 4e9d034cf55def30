/**
 * The one place the browsers talk HTTP. Every call goes through here so the base URL, headers and
 * the spec's error texts (SPEC section 8) stay consistent.
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

/** GET a JSON document; a non-OK answer becomes ApiError(describe(status)). */
export async function getJson<T>(path: string, describe: (status: number) => string): Promise<T> {
  const response = await fetch(apiUrl(path), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(describe(response.status), response.status);
  return (await response.json()) as T;
}
