// Calendar dates as whole day numbers (days since 1970-01-01): the resolution walks up to 401
// days on the status's hot path, so date arithmetic here is integer arithmetic, no time zones and
// no library calls. A calendar date names a day, not an instant: it has no zone.
import { isValidIsoDate, MONTH_NAMES, WEEKDAYS, type Weekday } from '@furnace/contracts';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' -> day number; NaN when it is not a real date (caller validates first). */
export const dayNumber = (isoDate: string) =>
  isValidIsoDate(isoDate) ? Date.parse(isoDate) / DAY_MS : Number.NaN;

/** Day number -> 'YYYY-MM-DD'. */
export function isoDateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of a day number (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): Weekday {
  return WEEKDAYS[(((day + 3) % 7) + 7) % 7] as Weekday;
}

/** English month name and day of month of a day number: ['January', 23]. */
export function monthAndDay(day: number): [string, number] {
  const date = new Date(day * DAY_MS);
  return [MONTH_NAMES[date.getUTCMonth()] as string, date.getUTCDate()];
}
