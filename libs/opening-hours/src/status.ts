// The museum's OPEN/CLOSED status at an instant, from the resolved schedule: the rules of
// docs/product.md §10, evaluated on the museum's wall clock in its IANA time zone.
//
// Why the wall clock: the hours ("9:00 AM to 4:00 PM") and the messages are wall-clock times, so
// the answer is OPEN exactly when the clock on the museum's wall reads a time in [open, close) in
// one of the day's ranges. That keeps status and message consistent with each other on every day,
// including the two daylight-saving days of the year:
// - spring forward (e.g. America/New_York 2026-03-08, 02:00 -> 03:00): an opening time the clock
//   skips, say 02:30, has passed once the clock jumps, so the museum is OPEN from 03:00 (when the
//   clock first reads a time after 02:30), and the message still says "from 2:30 AM". We never
//   build instants from the hours, so luxon's shifting of nonexistent local times never applies.
// - fall back (2026-11-01, 02:00 -> 01:00): during the repeated hour the clock reads each time
//   twice and the answer follows the clock both times.
// Hours in the middle of the day (the only kind a museum has) are unaffected by either change.
import type { HoursStatus } from '@furnace/contracts';
import {
  dayNumber,
  DAY_MS,
  formatTime12h,
  HOURS_TEXTS,
  MAX_SCHEDULE_DAYS,
  MONTH_NAMES,
} from '@furnace/contracts';
import { HoursCalendar, type DayRange, type HoursData, type SeasonInput } from './schedule';
import { museumClock } from './time-zone';

/** "9:00 AM to 12:00 PM", joined "… and …", three or more "…, … and …". */
export function rangesText(ranges: readonly { open_time: string; close_time: string }[]): string {
  const parts = ranges.map(
    (r) => `${formatTime12h(r.open_time)} to ${formatTime12h(r.close_time)}`,
  );
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const texts = (ranges: readonly DayRange[]) => rangesText(ranges.map((r) => r.range));

/**
 * {next} of rule 3: the first day after today with ranges, at most `horizon` days ahead
 * (MAX_SCHEDULE_DAYS: 400), as "tomorrow from …", "{Weekday} from …" (2..6 days ahead) or
 * "{Weekday}, {Month} {D} from …" (7 or more). null when nothing opens within the horizon.
 */
function nextOpening(
  calendar: HoursCalendar<SeasonInput>,
  today: number,
  horizon: number,
): string | null {
  for (let ahead = 1; ahead <= horizon; ahead++) {
    const { day, ranges } = calendar.resolve(today + ahead);
    if (ranges.length === 0) continue;
    const text = texts(ranges);
    if (ahead === 1) return HOURS_TEXTS.nextTomorrow(text);
    if (ahead <= 6) return HOURS_TEXTS.nextWeekday(day.weekday, text);
    const date = new Date((today + ahead) * DAY_MS);
    return HOURS_TEXTS.nextDated(
      day.weekday,
      MONTH_NAMES[date.getUTCMonth()],
      date.getUTCDate(),
      text,
    );
  }
  return null;
}

export interface StatusInput {
  calendar: HoursCalendar<SeasonInput>;
  /** The instant to evaluate (the API passes "now" or the `at` query parameter). */
  at: Date;
  /** The museum's IANA zone, e.g. 'America/New_York'. */
  timeZone: string;
  /** How many days after today the "next open day" search looks; default MAX_SCHEDULE_DAYS. */
  horizon?: number;
}

/**
 * OPEN or CLOSED with the message visitors see (docs/product.md §10), first match wins:
 * 1. now inside a range today -> OPEN "Open today from {ranges}" (close is exclusive);
 * 2. a range still to come today: before the first -> CLOSED "Open today from {ranges}", between
 *    two -> CLOSED "Reopens today at {time}";
 * 3. {next}: the next day with ranges within 400 days (see nextOpening);
 * 4. today a closed special day -> CLOSED "Closed today for {reason}. Open again {next}" (or
 *    "Closed today for {reason}" with no {next});
 * 5. otherwise CLOSED "Open {next}", or "Closed until further notice" with no {next}.
 * Throws a RangeError for an invalid `at` or an unknown zone.
 */
export function statusAt(input: StatusInput): HoursStatus {
  const now = museumClock(input.at, input.timeZone);
  const today = dayNumber(now.toISODate());
  const { day, ranges } = input.calendar.resolve(today);
  // Hours are whole seconds, so the current wall-clock second decides: 15:59:59.999 is second
  // 57599, still before a 16:00:00 close (57600).
  const seconds = now.hour * 3600 + now.minute * 60 + now.second;

  if (ranges.some((r) => r.open <= seconds && seconds < r.close))
    return open(HOURS_TEXTS.openTodayFrom(texts(ranges)));
  const first = ranges[0];
  if (first && seconds < first.open) return closed(HOURS_TEXTS.openTodayFrom(texts(ranges)));
  const later = ranges.find((r) => seconds < r.open);
  if (later) return closed(HOURS_TEXTS.reopensTodayAt(formatTime12h(later.range.open_time)));

  const next = nextOpening(input.calendar, today, input.horizon ?? MAX_SCHEDULE_DAYS);
  if (day.source === 'special' && day.ranges.length === 0) {
    const reason = day.closed_reason ?? HOURS_TEXTS.defaultClosedReason;
    return closed(
      next ? HOURS_TEXTS.closedTodayOpenAgain(reason, next) : HOURS_TEXTS.closedToday(reason),
    );
  }
  return closed(next ? HOURS_TEXTS.openNext(next) : HOURS_TEXTS.closedUntilFurtherNotice);
}

/** statusAt on the raw data (compiles it first; the API keeps one compiled calendar instead). */
export function computeStatus(
  input: HoursData & { at: Date; timeZone: string; horizon?: number },
): HoursStatus {
  return statusAt({ ...input, calendar: new HoursCalendar(input) });
}

const open = (message: string): HoursStatus => ({ status: 'OPEN', message });
const closed = (message: string): HoursStatus => ({ status: 'CLOSED', message });

/**
 * How long the status stays as it is (HTTP caches may keep GET /hours/status exactly that long):
 * seconds from `at` until statusAt() can next give another answer, the next opening or closing
 * time of today's ranges or the museum's midnight (the day, and so every message, changes), on
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
