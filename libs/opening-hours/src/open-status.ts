// The museum's OPEN/CLOSED status at an instant: the rules of docs/product.md §10 ("Decisions where we
// deliberately go past the spec"), evaluated on the museum's wall clock in its IANA time zone.
//
// Why the wall clock: the hours ("9:00 AM to 4:00 PM") and the messages are wall-clock times, so
// the answer is OPEN exactly when the clock on the museum's wall reads a time in [open, close) on a
// day that has hours. That keeps status and message consistent with each other on every day,
// including the two daylight-saving days of the year:
// - spring forward (e.g. America/New_York 2026-03-08, 02:00 -> 03:00): an opening time the clock
//   skips, say 02:30, has passed once the clock jumps, so the museum is OPEN from 03:00 (when the
//   clock first reads a time after 02:30), and the message still says "from 2:30 AM". (luxon on its
//   own would shift a nonexistent 02:30 to 03:30 if one built an instant from it; we never build
//   instants from the hours, so that shift does not come into play.)
// - fall back (2026-11-01, 02:00 -> 01:00): during the repeated hour the clock reads each time
//   twice and the answer follows the clock both times. Hours that begin or end between 01:00 and
//   02:00 would therefore open or close twice that night; real museum hours never do.
// Hours in the middle of the day (the only kind a museum has) are unaffected by either change: on
// those days noon is still noon local time, just at a different UTC instant.
import { WEEKDAYS } from '@furnace/contracts';
import type { HolidayRecord, HoursStatus, OpeningHoursRecord, Weekday } from '@furnace/contracts';
import { formatTime12h } from './clock-time';
import { addCalendarDays } from './calendar-date';
import { museumClock } from './time-zone';
import { hoursForDay, type DayHours } from './weekly-hours';

export interface OpenStatusInput {
  hours: readonly OpeningHoursRecord[];
  holidays: readonly HolidayRecord[];
  /** The instant to evaluate (the API passes "now" or the `at` query parameter). */
  at: Date;
  /** The museum's IANA zone, e.g. 'America/New_York'. */
  timeZone: string;
}

/** How far ahead the "next open day" search looks: a whole week, so today's weekday is included. */
const DAYS_AHEAD = 7;

/**
 * OPEN or CLOSED with the message visitors see. Rules, first match wins:
 * 1. today is a holiday -> CLOSED "Closed for {description}";
 * 2. open <= now < close today -> OPEN "Open today from 9:00 AM to 4:00 PM" (close is exclusive);
 * 3. before today's opening -> CLOSED "Open today from …";
 * 4. the next day with hours within a week: a holiday -> CLOSED "Closed for {description}", else
 *    CLOSED "Open tomorrow from …" or "Open {Weekday} from …";
 * 5. no day has hours -> CLOSED "Closed until further notice".
 * Throws a RangeError for an invalid `at` or an unknown zone.
 */
export function computeOpenStatus(input: OpenStatusInput): HoursStatus {
  const now = museumClock(input.at, input.timeZone);
  const today = now.toISODate();

  const holidayToday = findHoliday(input.holidays, today);
  if (holidayToday) return closed(closedForMessage(holidayToday));

  const todayHours = hoursForDay(input.hours, weekdayName(now.weekday));
  if (todayHours) {
    // Hours are on whole seconds, so the current wall-clock second decides: 15:59:59.999 is
    // second 57599, still before a 16:00:00 close (57600).
    const nowSeconds = now.hour * 3600 + now.minute * 60 + now.second;
    if (nowSeconds < todayHours.openSeconds) return closed(`Open today ${fromTo(todayHours)}`);
    if (nowSeconds < todayHours.closeSeconds) return open(`Open today ${fromTo(todayHours)}`);
  }

  for (let ahead = 1; ahead <= DAYS_AHEAD; ahead++) {
    const day = addCalendarDays(today, ahead);
    const dayName = weekdayName(day.weekday);
    const dayHours = hoursForDay(input.hours, dayName);
    if (!dayHours) continue;
    // Only the next open day is checked for a holiday (docs/product.md §10): visitors learn why it is
    // closed rather than being sent to a day further away without explanation.
    const holiday = findHoliday(input.holidays, day.date);
    if (holiday) return closed(closedForMessage(holiday));
    const when = ahead === 1 ? 'tomorrow' : dayName;
    return closed(`Open ${when} ${fromTo(dayHours)}`);
  }

  return closed('Closed until further notice');
}

function open(message: string): HoursStatus {
  return { status: 'OPEN', message };
}

function closed(message: string): HoursStatus {
  return { status: 'CLOSED', message };
}

function fromTo(hours: DayHours): string {
  return `from ${formatTime12h(hours.openTime)} to ${formatTime12h(hours.closeTime)}`;
}

function findHoliday(
  holidays: readonly HolidayRecord[],
  isoDate: string,
): HolidayRecord | undefined {
  return holidays.find((holiday) => holiday.holiday_date === isoDate);
}

function closedForMessage(holiday: HolidayRecord): string {
  const description = holiday.description?.trim();
  return `Closed for ${description ? description : 'a holiday'}`;
}

/** luxon numbers weekdays 1 = Monday .. 7 = Sunday, the same order as WEEKDAYS. */
function weekdayName(luxonWeekday: number): Weekday {
  const name = WEEKDAYS[luxonWeekday - 1];
  if (name === undefined) throw new RangeError(`Not an ISO weekday: ${luxonWeekday}`);
  return name;
}
