// The OPEN/CLOSED rules of docs/product.md §10, read on the museum's wall clock: OPEN exactly when
// the clock reads a time in [open, close) of a range, so status and message agree on daylight-saving
// days too (no instants are built from the hours, so luxon never shifts a skipped local time).
import type { HoursStatus } from '@furnace/contracts';
import { Duration } from 'luxon';
import {
  dayNumber,
  formatTime12h,
  HOURS_TEXTS,
  MAX_SCHEDULE_DAYS,
  MONTH_NAMES,
} from '@furnace/contracts';
import type { HoursCalendar } from './schedule';
import { museumClock } from './time-zone';

/** "9:00 AM to 12:00 PM", joined "… and …", three or more "…, … and …". */
export const rangesText = (ranges: readonly { open_time: string; close_time: string }[]) =>
  HOURS_TEXTS.andList(
    ranges.map((r) => `${formatTime12h(r.open_time)} to ${formatTime12h(r.close_time)}`),
  );

/** {next} of rule 3: the first day after today with ranges within MAX_SCHEDULE_DAYS, or null. */
function nextOpening(calendar: HoursCalendar, today: number): string | null {
  for (let ahead = 1; ahead <= MAX_SCHEDULE_DAYS; ahead++) {
    const day = calendar.resolve(today + ahead);
    if (day.ranges.length === 0) continue;
    const text = rangesText(day.ranges);
    if (ahead === 1) return HOURS_TEXTS.nextTomorrow(text);
    if (ahead <= 6) return HOURS_TEXTS.nextWeekday(day.weekday, text);
    const [, month, date] = day.date.split('-').map(Number);
    return HOURS_TEXTS.nextDated(day.weekday, MONTH_NAMES[month - 1], date, text);
  }
  return null;
}

/**
 * The status and message of docs/product.md §10 (first rule that matches) in `timeZone` (IANA, e.g.
 * 'America/New_York'); RangeError on bad input.
 */
export function statusAt(calendar: HoursCalendar, at: Date, timeZone: string): HoursStatus {
  const now = museumClock(at, timeZone);
  const today = dayNumber(now.toISODate());
  const day = calendar.resolve(today);
  const { ranges } = day;
  // Whole seconds decide ('HH:MM:SS' strings compare in time order): 15:59:59.999 is still before
  // a 16:00:00 close.
  const time = now.toISOTime({ includeOffset: false }).slice(0, 8);

  if (ranges.some((r) => r.open_time <= time && time < r.close_time))
    return open(HOURS_TEXTS.openTodayFrom(rangesText(ranges)));
  const first = ranges[0];
  if (first && time < first.open_time) return closed(HOURS_TEXTS.openTodayFrom(rangesText(ranges)));
  const later = ranges.find((r) => time < r.open_time);
  if (later) return closed(HOURS_TEXTS.reopensTodayAt(formatTime12h(later.open_time)));

  const next = nextOpening(calendar, today);
  if (day.source === 'special' && day.ranges.length === 0) {
    const reason = day.closed_reason ?? HOURS_TEXTS.defaultClosedReason;
    return closed(
      next ? HOURS_TEXTS.closedTodayOpenAgain(reason, next) : HOURS_TEXTS.closedToday(reason),
    );
  }
  return closed(next ? HOURS_TEXTS.openNext(next) : HOURS_TEXTS.closedUntilFurtherNotice);
}

const open = (message: string): HoursStatus => ({ status: 'OPEN', message });
const closed = (message: string): HoursStatus => ({ status: 'CLOSED', message });

/**
 * Whole seconds (rounded down) until statusAt() may answer otherwise: today's next opening or
 * closing, or the museum's midnight. HTTP caches keep GET /hours/status exactly that long.
 */
export function secondsUntilStatusChange(
  calendar: Pick<HoursCalendar, 'resolve'>,
  at: Date,
  timeZone: string,
): number {
  const now = museumClock(at, timeZone);
  const seconds = now.hour * 3600 + now.minute * 60 + now.second + now.millisecond / 1000;
  const { ranges } = calendar.resolve(dayNumber(now.toISODate()));
  const bounds = ranges.flatMap((r) => [r.open_time, r.close_time]);
  const next = Math.min(
    ...bounds.map((b) => Duration.fromISOTime(b).as('seconds')).filter((b) => b > seconds),
  );
  // Midnight as an instant (a daylight-saving day is 23 or 25 hours long).
  const untilMidnight = (now.startOf('day').plus({ days: 1 }).toMillis() - at.getTime()) / 1000;
  return Math.max(0, Math.floor(Math.min(next - seconds, untilMidnight)));
}
