// The home panel's line ("Open Friday through Sunday"), derived from the weekly hours in force
// (docs/product.md §10): a day counts when it has at least one range.
import type { Weekday, WeekdayRanges } from '@furnace/contracts';
import { HOURS_TEXTS, WEEKDAYS } from '@furnace/contracts';

/**
 * - none -> "Closed until further notice"; all seven -> "Open every day";
 * - one day -> "Open Friday"; two -> "Open Saturday and Sunday" (even when consecutive; in the
 *   order they come, so Sunday and Monday read "Open Sunday and Monday");
 * - three or more forming one run of consecutive days -> "Open {First} through {Last}". The week
 *   is read as a circle, so a run may wrap past Sunday: Saturday, Sunday, Monday reads "Open
 *   Saturday through Monday" (a museum open over the weekend into Monday says exactly that);
 * - otherwise a list in week order, Monday first: "Open Monday, Wednesday and Friday", "Open
 *   Tuesday and Friday".
 */
export function openDaysLine(week: readonly WeekdayRanges[]): string {
  const isOpen = (day: Weekday) =>
    week.some((d) => d.day_of_week === day && Array.isArray(d.ranges) && d.ranges.length > 0);
  const open = WEEKDAYS.map(isOpen);
  const days = WEEKDAYS.filter((_, i) => open[i]);
  if (days.length === 0) return HOURS_TEXTS.closedUntilFurtherNotice;
  if (days.length === 7) return HOURS_TEXTS.openEveryDay;
  // A single circular run has exactly one start: an open day whose previous day is closed.
  const starts = WEEKDAYS.map((_, i) => i).filter((i) => open[i] && !open[(i + 6) % 7]);
  if (starts.length === 1) {
    const first = starts[0] as number;
    const at = (offset: number) => WEEKDAYS[(first + offset) % 7] as string;
    if (days.length === 1) return HOURS_TEXTS.openDayList([at(0)]);
    // Two days in the order they come: "Open Sunday and Monday".
    if (days.length === 2) return HOURS_TEXTS.openTwoDays(at(0), at(1));
    return HOURS_TEXTS.openThrough(at(0), at(days.length - 1));
  }
  return HOURS_TEXTS.openDayList(days);
}
