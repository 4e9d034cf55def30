// Clock times as the museum writes them: a wall-clock time of day with no date and no zone.
// The API stores and lists them as 'HH:MM:SS'; staff may type 'HH:MM' or '9:00'.

// Strict on purpose: the API validates admin input with this, so anything odd ('24:00', '9:0',
// '09:60', ' 09:00', '09:00:00:00') is refused rather than guessed at. The hour may have one digit
// ('9:00'); minutes and seconds always have two.
const CLOCK_TIME = /^([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?$/;

/** A parsed clock time, kept as numbers so comparisons need no string tricks. */
export interface ClockTime {
  hour: number;
  minute: number;
  second: number;
}

/** Parses 'H:MM', 'HH:MM' or 'HH:MM:SS' (00-23, 00-59, 00-59); null for anything else. */
export function toClockTime(value: unknown): ClockTime | null {
  if (typeof value !== 'string') return null;
  const match = CLOCK_TIME.exec(value);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = match[3] === undefined ? 0 : Number(match[3]);
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second };
}

/**
 * Validates and normalizes a clock time to 'HH:MM:SS' (the form the database and the API use),
 * or returns null when the value is not a strict HH:MM / HH:MM:SS time.
 *   parseClockTime('9:00') === '09:00:00'; parseClockTime('24:00') === null
 */
export function parseClockTime(value: unknown): string | null {
  const time = toClockTime(value);
  if (!time) return null;
  return [time.hour, time.minute, time.second]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}

/** Seconds since midnight on the wall clock; the unit every status comparison is made in. */
export function secondsOfDay(time: ClockTime): number {
  return time.hour * 3600 + time.minute * 60 + time.second;
}

/**
 * Formats a clock time for visitors: '09:00:00' -> '9:00 AM', '12:00' -> '12:00 PM',
 * '00:30' -> '12:30 AM', '16:30:00' -> '4:30 PM'. Seconds are not shown (museum hours are on the
 * minute; the messages of the spec read '9:00 AM'). Throws a RangeError on an invalid time, which
 * is a programming error: callers validate first.
 */
export function formatTime12h(value: string): string {
  const time = toClockTime(value);
  if (!time) throw new RangeError(`Not a clock time (HH:MM or HH:MM:SS): ${JSON.stringify(value)}`);
  const suffix = time.hour < 12 ? 'AM' : 'PM';
  // 0 and 12 both read as 12 on a 12-hour clock.
  const hour12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return `${hour12}:${String(time.minute).padStart(2, '0')} ${suffix}`;
}
