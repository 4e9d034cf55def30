import { MUSEUM_PLACE } from '../seo/museum-json-ld';
import type { EventView } from './event-view';

/** schema.org Event for one event (only events with a date qualify). */
export function eventJsonLd(event: EventView, origin: string) {
  if (!event.startDate) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: event.startDate,
    description: event.description,
    image: new URL(event.image, origin).href,
    url: `${origin}/events/${event.id}`,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: MUSEUM_PLACE,
    organizer: { '@type': 'Organization', name: MUSEUM_PLACE.name, url: `${origin}/` },
  };
}
