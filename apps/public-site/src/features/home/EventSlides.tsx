import type { MuseumEvent } from '@furnace/contracts';
import { Carousel } from '@furnace/ui';
import { EventCard } from '../../components/event-card/EventCard';
import { toEventView } from '../../components/event-card/event-view';

/**
 * The home page's events carousel. Its own chunk, fetched once the listing has events to show and
 * the section nears the screen (UpcomingEvents): a visitor who only checks whether the museum is
 * open downloads neither the cards nor the carousel.
 */
export default function EventSlides({ events }: { events: MuseumEvent[] }) {
  return (
    <Carousel
      label="Event slideshow"
      items={events.map((event) => {
        const view = toEventView(event);
        return { key: view.key, content: <EventCard event={view} /> };
      })}
    />
  );
}
