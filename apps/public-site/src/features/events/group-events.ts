import { MONTH_NAMES } from '@furnace/contracts';
import type { EventView } from '../../components/event-card/event-view';

export interface MonthGroup {
  month: string;
  events: EventView[];
}
export interface YearGroup {
  /** '2026', or 'Date TBD' for events without a date (listed last). */
  year: string;
  months: MonthGroup[];
}

const sortKey = (event: EventView) =>
  event.start
    ? [event.start.year, event.start.month, event.start.day, event.start.hour, event.start.minute]
        .map((n) => String(n).padStart(4, '0'))
        .join('')
    : '~'; // after every date

/**
 * docs/product.md §2: the schedule grouped by year, then by month name of start_date, cards in date
 * order. Events without a usable date are kept (shown as 'Date TBD') rather than dropped.
 */
export function groupEvents(events: EventView[]): YearGroup[] {
  // Plain code-point comparison: localeCompare would sort '~' before digits.
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const sorted = [...events].sort((a, b) => compare(sortKey(a), sortKey(b)) || a.id - b.id);
  const years: YearGroup[] = [];
  for (const event of sorted) {
    const year = event.start ? String(event.start.year) : event.dateText;
    const month = event.start ? MONTH_NAMES[event.start.month - 1] : '';
    let yearGroup = years[years.length - 1];
    if (yearGroup?.year !== year) {
      yearGroup = { year, months: [] };
      years.push(yearGroup);
    }
    let monthGroup = yearGroup.months[yearGroup.months.length - 1];
    if (monthGroup?.month !== month) {
      monthGroup = { month, events: [] };
      yearGroup.months.push(monthGroup);
    }
    monthGroup.events.push(event);
  }
  return years;
}
