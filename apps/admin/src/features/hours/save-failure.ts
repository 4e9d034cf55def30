import { ApiError } from '@furnace/api-client';
import { editConflict, type EditedRecord } from '@furnace/contracts';
import { failureText } from '../../components/failure-text';

/** A 412: someone else saved the record after this form read it (docs/api.md). */
export const isEditConflict = (error: unknown) => error instanceof ApiError && error.status === 412;

/**
 * The alert for a refused season or special day: a 409 (it would overlap another) is the API's
 * message as written, which names the other one; a 412 says someone else changed `what`; a 503
 * says what failureText says; anything else is `usual` followed by the reason (the API's message
 * naming the field, or the status).
 */
export function saveFailure(error: unknown, usual: string, what?: EditedRecord): string {
  if (error instanceof ApiError && error.status === 409) return error.message;
  if (what && isEditConflict(error)) return editConflict(what);
  const reason = error instanceof Error && error.message ? ` ${error.message}` : '';
  return failureText(error, `${usual}${reason}`);
}
