import { isValidIsoDate } from './input-values';

/** Weekdays in the order the museum's admin lists them (docs/product.md §9: Monday to Sunday). */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/** Calendar dates as whole day numbers: days since 1970-01-01, counted on UTC midnights (no zone, no daylight-saving gaps). */
export const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' -> day number; NaN when it is not a real date. */
export const dayNumber = (date: string) => (isValidIsoDate(date) ? Date.parse(date) / DAY_MS : NaN);
export const isoDateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** A day number's place in WEEKDAYS (Monday = 0); 1970-01-01 was a Thursday. */
export const weekdayIndex = (day: number) => (((day + 3) % 7) + 7) % 7;

export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value);
}
