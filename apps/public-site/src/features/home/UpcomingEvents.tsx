import { buttonClassName, HydrateWhenNear, useNearViewport } from '@furnace/ui';
import { Link } from '@furnace/router';
import { asList, usePublicRead } from '@furnace/api-client';
import { ERRORS } from '@furnace/contracts';
import { lazy, useMemo } from 'react';
import pageStyles from '../../components/page/page.module.css';
import styles from './home.module.css';

const HOME_EVENT_COUNT = 4;

const EventSlides = lazy(() => import('./EventSlides'));

/** The next events' carousel, its code loaded only when the section nears the screen. */
export function UpcomingEvents() {
  const { data, loading } = usePublicRead(
    `/events/${HOME_EVENT_COUNT}`,
    ERRORS.gettingUpcomingEvents,
  );
  const events = useMemo(() => asList(data).filter(Boolean), [data]);
  const [slot, , nearing] = useNearViewport<HTMLDivElement>();
  // The server's cards stay as they are until they near the screen; elsewhere they come then, or
  // at once without IntersectionObserver (HydrateWhenNear either way). One element while it waits:
  // a boundary given new props before hydrating loses its HTML.
  const slides = useMemo(
    () => (
      <HydrateWhenNear until={nearing}>
        <EventSlides events={events} />
      </HydrateWhenNear>
    ),
    [nearing, events],
  );
  return (
    <section
      className={`${pageStyles['page-section']} ${styles['home-events']}`}
      aria-labelledby="home-events-title"
      aria-busy={loading}
    >
      <h2 id="home-events-title">Upcoming Programs and Events</h2>
      {/* Always there, so the observer watches it from the start (the events arrive later). */}
      <div ref={slot} className={events.length > 0 ? styles['home-events__slot'] : undefined}>
        {events.length > 0
          ? slides
          : !loading && (
              <p className={pageStyles.notice}>
                New programs are being scheduled. Check back soon, or call us to ask about group
                visits.
              </p>
            )}
      </div>
      <p>
        <Link className={buttonClassName()} to="/events">
          View our full schedule
        </Link>
      </p>
    </section>
  );
}
