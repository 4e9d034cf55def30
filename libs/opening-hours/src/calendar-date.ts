// Calendar dates ('YYYY-MM-DD'): holidays are stored as one, and "today" for the events listing is
// one. A calendar date names a day, not an instant, so it carries no zone.
import { DateTime } from 'luxon';
import { museumClock } from './time-zone';

const ISO_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/**
 * True for a real calendar date in strict 'YYYY-MM-DD' form: '2024-02-29' yes, '2026-02-29',
 * '2026-02-30', '2026-13-01', '2026-1-05' and '2026-01-05T00:00' no. Year 0000 is refused because
 * PostgreSQL's date type has no year zero (it would turn bad input into a database error).
 */
export function isValidIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return false;
  // luxon rejects out-of-range parts (month 13, February 30, February 29 outside leap years).
  return DateTime.fromObject({ year, month, day }, { zone: 'utc' }).isValid;
}

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
