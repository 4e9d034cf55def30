import { buttonClassName, HydrateWhenNear, useHydrated, useNearViewport } from '@furnace/ui';
import { Link } from '@furnace/router';
import { fetchUpcomingEvents, useApiQuery } from '@furnace/api-client';
import { lazy, useMemo, useState } from 'react';
import pageStyles from '../../components/page/page.module.css';
import styles from './home.module.css';

/** docs/product.md §2: the home page asks for the next 4 events. */
const HOME_EVENT_COUNT = 4;

const EventSlides = lazy(() => import('./EventSlides'));

/**
 * 'Upcoming Programs and Events': a carousel of the next events, or a friendly note when none.
 * The cards' code comes when the section nears the screen (as the videos' players do): on a phone
 * it is a screen and a half down, and a visitor who only checks whether the museum is open never
 * downloads it. The slot keeps about a card's height meanwhile.
 */
export function UpcomingEvents() {
  const { data, loading } = useApiQuery(`/events/${HOME_EVENT_COUNT}`, (signal) =>
    fetchUpcomingEvents(HOME_EVENT_COUNT, signal),
  );
  const events = useMemo(() => (data ?? []).filter(Boolean), [data]);
  const [slot, near, nearing] = useNearViewport<HTMLDivElement>();
  // The server renders the cards (it has no IntersectionObserver), and the browser that hydrates
  // that HTML keeps them, as they are, until they near the screen: only then does it load their
  // code and make them live (HydrateWhenNear). Elsewhere (a page reached later) they come when
  // their slot nears the screen, or at once without IntersectionObserver (old browsers, jsdom).
  const hydrated = useHydrated();
  const [serverRendered] = useState(!hydrated);
  const show = serverRendered || near || typeof IntersectionObserver === 'undefined';
  // The same element while the cards wait to be hydrated (a boundary given new props before it is
  // hydrated would lose the server's HTML).
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
          ? show && slides
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
