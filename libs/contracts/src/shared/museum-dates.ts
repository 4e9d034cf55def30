import { WEEKDAYS } from './days';

// The front ends' one date and time format (docs/product.md §9). Values are read field by field,
// never by Date parsing, which would shift the museum's wall clock into the visitor's zone.
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Weekday names by `Date.getUTCDay()` index (0 = Sunday), from the admin's Monday-first list. */
const WEEKDAY_NAMES = [WEEKDAYS[6], ...WEEKDAYS.slice(0, 6)];

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
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return `${WEEKDAY_NAMES[day]}, ${long}`;
}

/** '09:00:00', '14:05' or a LocalDateTime -> '9:00 AM', '2:05 PM': the one time format, site and admin. */
export function formatTime12h(value: string | LocalDateTime): string {
  let hour: number;
  let minute: number;
  if (typeof value === 'string') {
    const match = TIME.exec(value);
    if (!match) return value;
    hour = Number(match[1]);
    minute = Number(match[2]);
  } else {
    ({ hour, minute } = value);
  }
  const suffix = hour < 12 ? 'AM' : 'PM';
  const twelve = String(hour % 12 === 0 ? 12 : hour % 12);
  return `${twelve}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** Today in the browser's calendar as YYYY-MM-DD (a default for date fields). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
