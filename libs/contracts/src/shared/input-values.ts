// The values a write's fields are read as, shared by the API's checks and the admin's forms:
// calendar dates, wall-clock times and instants. Pure, no time-zone library.

/** A JSON object: not null, not an array. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ISO_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** A real date in strict 'YYYY-MM-DD'; not year 0000, which PostgreSQL's date type lacks. */
export function isValidIsoDate(value: unknown): value is string {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  const [year, month, day] = (match ?? []).slice(1).map(Number) as [number, number, number];
  if (!match || year < 1) return false;
  // setUTCFullYear, unlike Date.UTC, reads years 1-99 as themselves; a day that does not exist
  // (February 30) rolls over into the next month.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Strict on purpose: odd input ('24:00', '9:0', ' 09:00') is refused, not guessed at.
const CLOCK_TIME = /^([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?$/;

/** 'H:MM', 'HH:MM' or 'HH:MM:SS' as 'HH:MM:SS'; null for anything else. */
export function parseClockTime(value: unknown): string | null {
  const match = typeof value === 'string' ? CLOCK_TIME.exec(value) : null;
  if (!match) return null;
  const [hour, minute, second = '00'] = match.slice(1);
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  return `${hour.padStart(2, '0')}:${minute}:${second}`;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant with its offset (a bare local time would be read in the server's zone). */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string' || !INSTANT.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}
