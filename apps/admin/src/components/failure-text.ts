import { isServiceUnavailable, refusalReason } from '@furnace/api-client';
import { EVENTS_ADMIN_TEXTS, MESSAGES } from '@furnace/contracts';

/**
 * The text for a failed save: `usual` (docs/product.md §8), except when the API could not answer
 * for now (a 503 while its database is down): then the user is told they are still signed in,
 * that what they typed is kept, and to try again (docs/api.md, "When the database is down").
 */
export function failureText(error: unknown, usual: string): string {
  return isServiceUnavailable(error) ? MESSAGES.serviceUnavailableTryAgain : usual;
}

/**
 * The text for a read that failed: `usual` (what could not be loaded), and when the API could not
 * answer for now (its database is down) that this will pass: try again in a few seconds.
 */
export function loadFailureText(error: unknown, usual: string): string {
  return isServiceUnavailable(error) ? `${usual} ${MESSAGES.databaseUnavailable}` : usual;
}

/** `failureText`, and beside the spec's text the API's own reason when it gave one (a refusal). */
export function refusedText(error: unknown, usual: string): string {
  const text = failureText(error, usual);
  const reason = refusalReason(error);
  return reason && text === usual ? `${usual} ${EVENTS_ADMIN_TEXTS.refusalReason(reason)}` : text;
}
