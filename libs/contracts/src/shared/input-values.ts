// The values a write's fields are read as, shared by the API's checks and the admin's forms:
// calendar dates, wall-clock times and instants. Pure, no time-zone library.

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
  // setUTCFullYear, unlike Date.UTC, reads years 1-99 as themselves; a day that does not exist
  // (February 30) rolls over into the next month.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Strict on purpose: the API validates admin input with this, so anything odd ('24:00', '9:0',
// '09:60', ' 09:00', '09:00:00:00') is refused rather than guessed at. The hour may have one digit
// ('9:00'); minutes and seconds always have two.
const CLOCK_TIME = /^([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?$/;

/**
 * Validates and normalizes 'H:MM', 'HH:MM' or 'HH:MM:SS' (00-23, 00-59, 00-59) to 'HH:MM:SS' (the
 * form the database and the API use); null for anything else.
 *   parseClockTime('9:00') === '09:00:00'; parseClockTime('24:00') === null
 */
export function parseClockTime(value: unknown): string | null {
  const match = typeof value === 'string' ? CLOCK_TIME.exec(value) : null;
  if (!match) return null;
  const [hour, minute, second = '00'] = match.slice(1);
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  return `${hour.padStart(2, '0')}:${minute}:${second}`;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An ISO 8601 instant written with its offset ('2026-12-24T08:00:00-05:00' or '...Z'), as a Date;
 * null when it is not one. The offset is required: a bare local time would be read in the server's
 * zone, which is not necessarily the museum's.
 */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string' || !INSTANT.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}
