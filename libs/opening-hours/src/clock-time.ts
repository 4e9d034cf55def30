// Clock times as the museum writes them: a wall-clock time of day with no date and no zone.
// The API stores and lists them as 'HH:MM:SS'; staff may type 'HH:MM' or '9:00'.

import type { ClockTime } from '@furnace/contracts';

// '9:00 AM': the one format of a time for visitors and staff alike.
export { formatTime12h, parseClockTime, toClockTime, type ClockTime } from '@furnace/contracts';

/** Seconds since midnight on the wall clock; the unit every status comparison is made in. */
export function secondsOfDay(time: ClockTime): number {
  return time.hour * 3600 + time.minute * 60 + time.second;
}
