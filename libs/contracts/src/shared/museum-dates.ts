// The front ends' one date and time format (docs/product.md §9). Values are read field by field,
// never by Date parsing, which would shift the museum's wall clock into the visitor's zone.
import type { TimeRange } from '../hours/hours';

export const MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2000, month)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
);
const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

export interface LocalDateTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;
const TIME = /^(\d{1,2}):(\d{2})/;

/** Reads 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM[:SS]'; undefined for anything else. */
export function parseLocalDateTime(value: string | null | undefined): LocalDateTime | undefined {
  const match = value ? LOCAL_DATE_TIME.exec(value) : null;
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  const parsed = { year: +year, month: +month, day: +day, hour: +hour, minute: +minute };
  if (parsed.month < 1 || parsed.month > 12 || parsed.day < 1 || parsed.day > 31) return undefined;
  return parsed;
}

/** 'March 7, 2026', with `weekday` 'Saturday, March 7, 2026'; a non-date comes back unchanged. */
export function formatLongDate(
  value: string | LocalDateTime,
  { weekday = false }: { weekday?: boolean } = {},
): string {
  const date = typeof value === 'string' ? parseLocalDateTime(value) : value;
  if (!date) return value as string;
  const long = `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`;
  if (!weekday) return long;
  // A calendar date's weekday does not depend on the time zone: use UTC to compute it.
  return `${WEEKDAY.format(Date.UTC(date.year, date.month - 1, date.day))}, ${long}`;
}

/** A day's ranges, '9:00 AM - 12:00 PM, 1:00 PM - 4:00 PM' (the public site's dash is '–'); '' if none. */
export const rangesHours = (ranges: readonly TimeRange[], dash = '-'): string =>
  ranges
    .map((r) => `${formatTime12h(r.open_time)} ${dash} ${formatTime12h(r.close_time)}`)
    .join(', ');

/** '09:00:00', '14:05' or a LocalDateTime -> '9:00 AM', '2:05 PM': the one time format, site and admin. */
export function formatTime12h(value: string | LocalDateTime): string {
  const match = typeof value === 'string' ? TIME.exec(value) : null;
  if (typeof value === 'string' && !match) return value;
  const { hour, minute } = match
    ? { hour: +match[1], minute: +match[2] }
    : (value as LocalDateTime);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Today in the browser's calendar as YYYY-MM-DD (a default for date fields). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
