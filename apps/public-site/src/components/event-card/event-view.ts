import {
  EVENT_FALLBACKS,
  eventImagePath,
  type MuseumEvent,
  formatLongDate,
  formatTime12h,
  parseLocalDateTime,
  type LocalDateTime,
} from '@furnace/contracts';

/** What a card shows for one event, with docs/product.md §3's defaults for missing fields. */
export interface EventView {
  id: number;
  title: string;
  start: LocalDateTime | undefined;
  /** 'March 7, 2026' or 'Date TBD'. */
  dateText: string;
  /** '10:00 AM', or '' when there is no date. */
  timeText: string;
  description: string;
  image: string;
  linkText: string;
  /** The raw start_date, for JSON-LD and the calendar file. */
  startDate: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function toEventView(event: Partial<MuseumEvent> & { id: number }): EventView {
  const start = parseLocalDateTime(event.start_date);
  return {
    id: event.id,
    title: text(event.title) || EVENT_FALLBACKS.title,
    start,
    dateText: start ? formatLongDate(start) : EVENT_FALLBACKS.date,
    timeText: start && event.start_date && event.start_date.length > 10 ? formatTime12h(start) : '',
    description: text(event.description) || EVENT_FALLBACKS.description,
    image: text(event.image) || eventImagePath(event.id),
    linkText: text(event.link_text),
    startDate: start ? event.start_date : undefined,
  };
}
