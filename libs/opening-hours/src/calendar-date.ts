// Calendar dates ('YYYY-MM-DD'): holidays are stored as one, and "today" for the events listing is
// one. A calendar date names a day, not an instant, so it carries no zone.
import { DateTime } from 'luxon';
import { museumClock } from './time-zone';

export { isValidIsoDate } from '@furnace/contracts';

/** The museum's local calendar date at the instant `at`, as 'YYYY-MM-DD'. */
export function museumDate(at: Date, timeZone: string): string {
  return museumClock(at, timeZone).toISODate();
}

/**
 * Calendar arithmetic on a date: the date `days` after `isoDate`, with its weekday (1 = Monday ..
 * 7 = Sunday). Done in UTC, which has no daylight-saving changes, so adding a day is always
 * exactly one calendar day; a date's weekday does not depend on any zone.
 */
export function addCalendarDays(isoDate: string, days: number): { date: string; weekday: number } {
  const next = DateTime.fromISO(isoDate, { zone: 'utc' }).plus({ days });
  if (!next.isValid) throw new RangeError(`Not a calendar date: ${JSON.stringify(isoDate)}`);
  return { date: next.toISODate(), weekday: next.weekday };
}
