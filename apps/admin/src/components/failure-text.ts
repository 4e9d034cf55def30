import { ApiError, isServiceUnavailable, refusalReason } from '@furnace/api-client';
import { EVENTS_ADMIN_TEXTS, MESSAGES, editConflict, type EditedRecord } from '@furnace/contracts';

/** A failed save: `usual`, or during a 503 that what was typed is kept and to try again. */
export function failureText(error: unknown, usual: string): string {
  return isServiceUnavailable(error) ? MESSAGES.serviceUnavailableTryAgain : usual;
}

/** A failed read: `usual`, and during a 503 that this will pass: try again in a few seconds. */
export function loadFailureText(error: unknown, usual: string): string {
  return isServiceUnavailable(error) ? `${usual} ${MESSAGES.databaseUnavailable}` : usual;
}

/** `failureText`, and beside the spec's text the API's own reason when it gave one (a refusal). */
export function refusedText(error: unknown, usual: string): string {
  const text = failureText(error, usual);
  const reason = refusalReason(error);
  return reason && text === usual ? `${usual} ${EVENTS_ADMIN_TEXTS.refusalReason(reason)}` : text;
}

/** A 412: someone else saved the record after this form read it (docs/api.md). */
export const isEditConflict = (error: unknown) => error instanceof ApiError && error.status === 412;

/** `failureText`, except after a 412: that someone else changed `what`. */
export const writeFailure = (error: unknown, usual: string, what: EditedRecord) =>
  isEditConflict(error) ? editConflict(what) : failureText(error, usual);

/** A refused season or special day: a 409 (an overlap) in the API's words, which name the other one. */
export function saveFailure(error: unknown, usual: string, what: EditedRecord): string {
  if (error instanceof ApiError && error.status === 409) return error.message;
  const reason = error instanceof Error && error.message ? ` ${error.message}` : '';
  return writeFailure(error, `${usual}${reason}`, what);
}
