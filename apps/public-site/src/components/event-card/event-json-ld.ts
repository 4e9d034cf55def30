import { museumPlace, type ContactContent } from '@furnace/contracts';
import type { EventView } from './event-view';

/** schema.org Event for one event (only events with a date qualify), at the museum's address. */
export function eventJsonLd(event: EventView, origin: string, contact?: ContactContent) {
  if (!event.startDate) return undefined;
  const place = museumPlace(contact);
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
    location: place,
    organizer: { '@type': 'Organization', name: place.name, url: `${origin}/` },
  };
}
