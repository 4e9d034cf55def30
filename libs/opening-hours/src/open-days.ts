import type { TimeRange, Weekday, WeekdayRanges } from '@furnace/contracts';
import { HOURS_TEXTS, HOURS_UI, rangesHours, WEEKDAYS } from '@furnace/contracts';

/** A day's ranges ('9:00 AM - 12:00 PM'; the visit page's with '–'), else 'Closed for {reason}' or 'Closed'. */
export const dayText = (ranges: readonly TimeRange[], reason?: string | null, dash?: string) =>
  rangesHours(ranges, dash) || (reason ? HOURS_UI.closedFor(reason) : HOURS_UI.closed);

/**
 * The home panel's line (docs/product.md §10): a run of three or more days, read round the week,
 * is "Open Saturday through Monday"; two days come in their order; anything else is a list.
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
  if (starts.length === 1 && days.length > 1) {
    const first = starts[0] as number;
    const at = (offset: number) => WEEKDAYS[(first + offset) % 7] as string;
    if (days.length === 2) return HOURS_TEXTS.openTwoDays(at(0), at(1));
    return HOURS_TEXTS.openThrough(at(0), at(days.length - 1));
  }
  return HOURS_TEXTS.openDayList(days);
}
