import { ApiError } from '@furnace/api-client';
import { failureText } from '../../components/failure-text';

/**
 * The alert for a refused season or special day: a 409 (it would overlap another) is the API's
 * message as written, which names the other one; a 503 says what failureText says; anything else
 * is `usual` followed by the reason (the API's message naming the field, or the status).
 */
export function saveFailure(error: unknown, usual: string): string {
  if (error instanceof ApiError && error.status === 409) return error.message;
  const reason = error instanceof Error && error.message ? ` ${error.message}` : '';
  return failureText(error, `${usual}${reason}`);
}
