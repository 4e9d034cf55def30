import { recordVersion } from '@furnace/contracts';
import type { HttpResponseResolver } from 'msw';

/** Where every fake answers (paths are relative: they match on whatever origin the page has). */
export const API = '/api/v1';

/**
 * handlers.ts's `handle`: records the request, answers 401 without a valid token when `signedIn`.
 * Handed to the handler sets kept in their own files (schedule, content) so they share it.
 */
export type Handle = <Params extends Record<string, string>>(
  resolve: (request: Request, params: Params, body: unknown) => Response | Promise<Response>,
  options?: { signedIn?: boolean },
) => HttpResponseResolver<Params>;

/** handlers.ts's `apiProblem`: an error answer shaped like the API's. */
export type Problem = (status: number, message?: string) => Response;

/**
 * Whether a write's If-Match names another version than `current`'s, as the API compares it
 * (docs/api.md "Editing the same record at once"): the fake then answers 412.
 */
export function staleIfMatch(request: Request, current: unknown): boolean {
  const ifMatch = request.headers.get('If-Match');
  return Boolean(ifMatch && ifMatch !== '*' && ifMatch !== recordVersion(current));
}
