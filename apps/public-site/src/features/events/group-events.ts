import { MONTH_NAMES } from '@furnace/contracts';
import type { EventView } from '../../components/event-card/event-view';

const sortKey = (event: EventView) =>
  event.start
    ? [event.start.year, event.start.month, event.start.day, event.start.hour, event.start.minute]
        .map((n) => String(n).padStart(4, '0'))
        .join('')
    : '~'; // after every date

/** docs/product.md §2: by year, then month, in date order; undated events last, as 'Date TBD'. */
export function groupEvents(events: EventView[]) {
  // Plain code-point comparison: localeCompare would sort '~' before digits.
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const sorted = [...events].sort((a, b) => compare(sortKey(a), sortKey(b)) || a.id - b.id);
  const years: { year: string; months: { month: string; events: EventView[] }[] }[] = [];
  for (const event of sorted) {
    const year = event.start ? String(event.start.year) : event.dateText;
    const month = event.start ? MONTH_NAMES[event.start.month - 1] : '';
    let yearGroup = years.at(-1);
    if (yearGroup?.year !== year) years.push((yearGroup = { year, months: [] }));
    let monthGroup = yearGroup.months.at(-1);
    if (monthGroup?.month !== month) yearGroup.months.push((monthGroup = { month, events: [] }));
    monthGroup.events.push(event);
  }
  return years;
}
