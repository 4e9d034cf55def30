import type { MuseumEvent } from '@furnace/contracts';
import { Carousel } from '@furnace/ui';
import { EventCard } from '../../components/event-card/EventCard';
import { toEventView } from '../../components/event-card/event-view';

/** The home page's events carousel, its own chunk (UpcomingEvents). */
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
