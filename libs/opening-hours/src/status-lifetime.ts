// How long the status stays as it is: HTTP caches may keep GET /hours/status exactly that long.
import { dayNumber } from '@furnace/contracts';
import type { HoursCalendar } from './schedule';
import { museumClock } from './time-zone';

/**
 * Seconds from `at` until statusAt() can next give another answer: the next opening or closing
 * time of today's ranges, or the museum's midnight (the day, and so every message, changes), on
 * the museum's wall clock. Whole seconds, rounded down (never later than the change). Nothing
 * else in the status depends on the time: special days and seasons are whole days.
 */
export function secondsUntilStatusChange(
  calendar: Pick<HoursCalendar, 'resolve'>,
  at: Date,
  timeZone: string,
): number {
  const now = museumClock(at, timeZone);
  const seconds = now.hour * 3600 + now.minute * 60 + now.second;
  const fraction = now.millisecond / 1000;
  const { ranges } = calendar.resolve(dayNumber(now.toISODate()));
  let next = Infinity;
  for (const range of ranges) {
    for (const boundary of [range.open, range.close]) {
      if (boundary > seconds && boundary < next) next = boundary;
    }
  }
  // Midnight as an instant (a daylight-saving day is 23 or 25 hours long).
  const untilMidnight = (now.startOf('day').plus({ days: 1 }).toMillis() - at.getTime()) / 1000;
  const untilBoundary = next - seconds - fraction;
  return Math.max(0, Math.floor(Math.min(untilBoundary, untilMidnight)));
}
