import { MONTH_NAMES } from '@furnace/contracts';
import type { EventView } from '../../components/event-card/event-view';

const time = ({ start }: EventView) =>
  start ? Date.UTC(start.year, start.month - 1, start.day, start.hour, start.minute) : Infinity;

/** docs/product.md §2: by year, then month, in date order; undated events last, as 'Date TBD'. */
export function groupEvents(events: EventView[]) {
  // Two undated events: Infinity - Infinity is NaN, so their ids decide.
  const sorted = [...events].sort((a, b) => time(a) - time(b) || a.id - b.id);
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
