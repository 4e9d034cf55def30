import type { ContentFieldError } from '@furnace/contracts';

export const apiUrl = (path: string) => `/api/v1${path}`;

/** `path` with a query of the given parameters, those undefined or '' left out. */
export function withQuery(path: string, params: Record<string, string | number | undefined>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A non-OK response: its status, and the API's own sentence (`reason`) when it gave one. */
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
  message: string | undefined;
  /** A refused content form's fields: `[{field: 'items.2.price', message}]`. */
  errors: ContentFieldError[];
}

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

/** The API (or its proxy) cannot answer for now: the user stays signed in; only a 401 signs out. */
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

/** GET a JSON document; a non-OK answer becomes ApiError(describe(status)). */
export async function getJson<T>(
  path: string,
  describe: (status: number) => string,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(apiUrl(path), { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new ApiError(describe(response.status), response.status);
  return (await response.json()) as T;
}

export function refusalReason(error: unknown): string | undefined {
  return error instanceof ApiError ? error.reason : undefined;
}
