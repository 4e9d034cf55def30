import {
  ALL_DAY_TEXT,
  EVENT_FALLBACKS,
  EVENT_STATUS_LABELS,
  eventImagePath,
  type EventStatus,
  type MuseumEvent,
  formatLongDate,
  formatTime12h,
  parseLocalDateTime,
  type LocalDateTime,
} from '@furnace/contracts';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** '12:00 PM' of a value that has a time ('2026-03-09T12:00'), else ''. */
const timeOf = (date: LocalDateTime | undefined, value: string | null | undefined) =>
  date && value && value.length > 10 ? formatTime12h(date) : '';

/** What a card or an event page shows for one event (or one occurrence of a repeating one). */
export type EventView = ReturnType<typeof toEventView>;

export function toEventView(event: Partial<MuseumEvent> & { id: number }) {
  const start = parseLocalDateTime(event.start_date);
  const end = start ? parseLocalDateTime(event.end_date) : undefined;
  const allDay = event.all_day === true;
  const status: EventStatus =
    event.status && event.status in EVENT_STATUS_LABELS ? event.status : 'scheduled';
  const occurrence = text(event.occurrence_date);
  const image = text(event.image) || eventImagePath(event.id);
  const sameDay = event.end_date?.slice(0, 10) === event.start_date?.slice(0, 10);
  const endText = !end
    ? ''
    : [sameDay ? '' : formatLongDate(end), allDay ? '' : timeOf(end, event.end_date)]
        .filter(Boolean)
        .join(' · ');
  return {
    id: event.id,
    // Unique in a listing: a repeating event's occurrences share the id.
    key: `${event.id}:${occurrence || text(event.start_date)}`,
    // With ?date= for an occurrence of a repeating event.
    href: `/events/${event.id}${event.recurrence && occurrence ? `?date=${occurrence}` : ''}`,
    title: text(event.title) || EVENT_FALLBACKS.title,
    start,
    dateText: start ? formatLongDate(start) : EVENT_FALLBACKS.date,
    timeText: start && allDay ? ALL_DAY_TEXT : timeOf(start, event.start_date),
    // ' – 12:00 PM' (same day), ' – March 9, 2026 · 12:00 PM' or ' – March 9, 2026' (all day).
    endText: endText && ` – ${endText}`,
    description: text(event.description) || EVENT_FALLBACKS.description,
    image,
    imageAlt: text(event.image_alt), // '' = decorative
    imageFit: event.image_fit === 'contain' ? ('contain' as const) : ('cover' as const),
    linkText: text(event.link_text),
    linkUrl: text(event.link_url), // where to read more, or ''
    location: text(event.location),
    price: text(event.price_text),
    status,
    statusLabel: status === 'scheduled' ? '' : EVENT_STATUS_LABELS[status],
    statusNote: text(event.status_note),
    allDay,
    startDate: start ? event.start_date : undefined,
    endDate: end ? (event.end_date ?? undefined) : undefined,
  };
}
