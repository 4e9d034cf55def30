import { Carousel, buttonClassName } from '@furnace/ui';
import { Link } from '@furnace/router';
import { fetchUpcomingEvents, useApiQuery } from '@furnace/api-client';
import { EventCard } from '../../components/event-card/EventCard';
import { toEventView } from '../../components/event-card/event-view';
import pageStyles from '../../components/page/page.module.css';
import styles from './home.module.css';

/** docs/product.md §2: the home page asks for the next 4 events. */
const HOME_EVENT_COUNT = 4;

/** 'Upcoming Programs and Events': a carousel of the next events, or a friendly note when none. */
export function UpcomingEvents() {
  const { data, loading } = useApiQuery('upcoming', (signal) =>
    fetchUpcomingEvents(HOME_EVENT_COUNT, signal),
  );
  const events = (data ?? []).filter(Boolean).map(toEventView);
  return (
    <section
      className={`${pageStyles['page-section']} ${styles['home-events']}`}
      aria-labelledby="home-events-title"
      aria-busy={loading}
    >
      <h2 id="home-events-title">Upcoming Programs and Events</h2>
      {events.length > 0 ? (
        <Carousel
          label="Event slideshow"
          items={events.map((event) => ({
            key: String(event.id),
            content: <EventCard event={event} />,
          }))}
        />
      ) : (
        !loading && (
          <p className={pageStyles.notice}>
            New programs are being scheduled. Check back soon, or call us to ask about group visits.
          </p>
        )
      )}
      <p>
        <Link className={buttonClassName()} to="/events">
          View our full schedule
        </Link>
      </p>
    </section>
  );
}
