/**
 * Dates as the museum writes them. The API sends museum-local wall-clock times without a zone
 * ('YYYY-MM-DDTHH:MM:SS'), so they are read field by field, never through Date parsing, which would
 * shift them into the visitor's own time zone.
 */
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

export interface LocalDateTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

/** Reads 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM[:SS]'; undefined for anything else. */
export function parseLocalDateTime(value: string | null | undefined): LocalDateTime | undefined {
  const match = value ? LOCAL_DATE_TIME.exec(value) : null;
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  const parsed = { year: +year, month: +month, day: +day, hour: +hour, minute: +minute };
  if (parsed.month < 1 || parsed.month > 12 || parsed.day < 1 || parsed.day > 31) return undefined;
  return parsed;
}

/** SPEC: dates in the en-US long format, e.g. 'March 7, 2026'. */
export function formatLongDate(value: LocalDateTime): string {
  return `${MONTH_NAMES[value.month - 1]} ${value.day}, ${value.year}`;
}

/** '09:00:00' or a LocalDateTime -> '9:00 AM' (SPEC: times in 12-hour AM/PM). */
export function formatTime12h(value: string | LocalDateTime): string {
  let hour: number;
  let minute: number;
  if (typeof value === 'string') {
    const [h, m] = value.split(':');
    hour = Number(h);
    minute = Number(m);
  } else {
    ({ hour, minute } = value);
  }
  const suffix = hour < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${suffix}`;
}
