import type { Payload } from '../shared/payload';
import type { createAlertSchema } from './alerts-payloads';

/** docs/api.md, "Site content and alerts": a notice on every public page for a while ("Closed today: snow"). */

export const ALERT_LEVELS = ['info', 'warning', 'closure'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

/** How long an alert's message may be: it is one line above every page, read on a phone. */
export const MAX_ALERT_MESSAGE = 280;

/** (pinned) As stored; `ends_at` null = until deleted. */
export type AlertPayload = Omit<Payload<typeof createAlertSchema>, 'ends_at'> & {
  ends_at: string | null;
};

export interface AlertRecord extends AlertPayload {
  id: number;
}

/** The API's sentences for a refused alert (400), and the admin's texts. */
export const ALERT_TEXTS = {
  messageRequired: 'message is required.',
  messageTooLong: `message must be at most ${MAX_ALERT_MESSAGE} characters.`,
  startsAt: 'starts_at must be a date and time (ISO 8601, for example 2026-12-24T08:00:00-05:00).',
  endsAt: 'ends_at must be a date and time (ISO 8601) or null.',
  endsBeforeStart: 'ends_at must be after starts_at.',
  endsInPast: 'ends_at must be in the future: an alert that has ended would never be shown.',
  notFound: (id: number) => `There is no alert ${id}.`,
  deleted: (id: number) => `Alert ${id} deleted.`,
} as const;

/** What visitors read: each level's name before the message, and the button that hides it. */
export const ALERT_LEVEL_NAMES: Readonly<Record<AlertLevel, string>> = {
  info: 'Information',
  warning: 'Warning',
  closure: 'Closure',
};
export const ALERT_DISMISS = 'Dismiss this notice';
