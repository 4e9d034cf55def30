import { ApiError } from '@furnace/api-client';
import { editConflict, type EditedRecord } from '@furnace/contracts';
import { failureText } from '../../components/failure-text';

/** A 412: someone else saved the record after this form read it (docs/api.md). */
export const isEditConflict = (error: unknown) => error instanceof ApiError && error.status === 412;

/**
 * The alert for a refused season or special day: a 409 (an overlap) in the API's words, which name
 * the other one; a 412 says someone else changed `what`; else failureText of `usual` and the reason.
 */
export function saveFailure(error: unknown, usual: string, what?: EditedRecord): string {
  if (error instanceof ApiError && error.status === 409) return error.message;
  if (what && isEditConflict(error)) return editConflict(what);
  const reason = error instanceof Error && error.message ? ` ${error.message}` : '';
  return failureText(error, `${usual}${reason}`);
}
