// Clock times as the museum writes them: a wall-clock time of day with no date and no zone.
// The API stores and lists them as 'HH:MM:SS'; staff may type 'HH:MM' or '9:00'.

import { toClockTime, type ClockTime } from '@furnace/contracts';

export { parseClockTime, toClockTime, type ClockTime } from '@furnace/contracts';

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
