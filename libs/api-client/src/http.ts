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
