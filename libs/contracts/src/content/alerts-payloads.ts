import { ALERT_LEVELS, ALERT_TEXTS, MAX_ALERT_MESSAGE, type AlertLevel } from './alerts';
import { parseInstant } from '../shared/input-values';
import { field, givenText, oneOf, payload } from '../shared/payload';

/** POST /alerts (docs/api.md, "Site content and alerts"). */
export const createAlertSchema = payload({
  message: field(
    givenText(ALERT_TEXTS.messageRequired, MAX_ALERT_MESSAGE, ALERT_TEXTS.messageTooLong),
    { maxLength: MAX_ALERT_MESSAGE, example: 'Closed today because of snow.' },
  ),
  level: field<AlertLevel>(oneOf('level', ALERT_LEVELS), { read: 'raw', enum: ALERT_LEVELS }),
  starts_at: field((value) => (parseInstant(value) ? null : ALERT_TEXTS.startsAt), {
    read: 'raw',
    example: '2026-12-24T08:00:00-05:00',
  }),
  ends_at: field<string | null | undefined>(
    (value, alert) => {
      if (value === null || value === undefined) return null;
      const ends = parseInstant(value);
      if (!ends) return ALERT_TEXTS.endsAt;
      const starts = parseInstant(alert.starts_at);
      if (starts && ends <= starts) return ALERT_TEXTS.endsBeforeStart;
      // An end already past (ALERT_TEXTS.endsInPast) is refused by AlertsService.create, which
      // has the clock; no rule after this one could refuse the body first.
      return null;
    },
    { read: 'raw', nullable: true, example: '2026-12-24T17:00:00-05:00' },
  ),
});
