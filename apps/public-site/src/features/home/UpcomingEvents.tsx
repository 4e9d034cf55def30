import { buttonClassName } from '@furnace/ui';
import { Link } from '@furnace/router';
import { fetchUpcomingEvents, useApiQuery } from '@furnace/api-client';
import { lazy, Suspense } from 'react';
import pageStyles from '../../components/page/page.module.css';
import styles from './home.module.css';

/** docs/product.md §2: the home page asks for the next 4 events. */
const HOME_EVENT_COUNT = 4;

const EventSlides = lazy(() => import('./EventSlides'));

/** 'Upcoming Programs and Events': a carousel of the next events, or a friendly note when none. */
export function UpcomingEvents() {
  const { data, loading } = useApiQuery('upcoming', (signal) =>
    fetchUpcomingEvents(HOME_EVENT_COUNT, signal),
  );
  const events = (data ?? []).filter(Boolean);
  return (
    <section
      className={`${pageStyles['page-section']} ${styles['home-events']}`}
      aria-labelledby="home-events-title"
      aria-busy={loading}
    >
      <h2 id="home-events-title">Upcoming Programs and Events</h2>
      {events.length > 0 ? (
        <Suspense fallback={<div className={styles['home-events__slot']} aria-busy="true" />}>
          <EventSlides events={events} />
        </Suspense>
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
