import { fetchPastEvents, useApiQuery } from '@furnace/api-client';
import { EVENTS_PUBLIC } from '@furnace/contracts';
import { Link } from '@furnace/router';
import { Button } from '@furnace/ui';
import { useState } from 'react';
import { EventFacts } from '../../components/event-card/EventFacts';
import { toEventView } from '../../components/event-card/event-view';
import pageStyles from '../../components/page/page.module.css';
import styles from './events.module.css';

/** Past events, newest first, a page at a time: nothing is fetched until the visitor asks. */
export function PastEvents() {
  const [page, setPage] = useState(0);
  const { data, loading, error } = useApiQuery(
    `past-events-${page}`,
    (signal) => fetchPastEvents(page, signal),
    { enabled: page > 0 },
  );
  const events = (data?.events ?? []).filter(Boolean).map(toEventView);
  return (
    <section aria-labelledby="past-events-title" className={styles['events-page__past']}>
      <h2 id="past-events-title" className={styles['events-page__year']}>
        {EVENTS_PUBLIC.pastEvents}
      </h2>
      <p>{EVENTS_PUBLIC.pastEventsLead}</p>
      {page === 0 ? (
        <Button variant="secondary" onClick={() => setPage(1)}>
          {EVENTS_PUBLIC.pastEventsLink}
        </Button>
      ) : (
        <div aria-busy={loading} data-testid="past-events">
          {!loading && events.length === 0 && (
            <p className={pageStyles.notice} role="status">
              {error ? EVENTS_PUBLIC.pastEventsUnavailable : EVENTS_PUBLIC.noPastEvents}
            </p>
          )}
          {events.length > 0 && (
            <ul className={styles['events-page__past-list']}>
              {events.map((event) => (
                <li key={event.key}>
                  <h3 className={styles['events-page__past-title']}>
                    <Link to={event.href}>{event.title}</Link>
                  </h3>
                  <EventFacts event={event} />
                </li>
              ))}
            </ul>
          )}
          <nav aria-label={EVENTS_PUBLIC.pastEvents} className={styles['events-page__pager']}>
            {page > 1 && (
              <Button variant="secondary" onClick={() => setPage(page - 1)}>
                {EVENTS_PUBLIC.newerEvents}
              </Button>
            )}
            <span aria-live="polite">{EVENTS_PUBLIC.pastEventsPage(page)}</span>
            {data?.hasMore && (
              <Button variant="secondary" onClick={() => setPage(page + 1)}>
                {EVENTS_PUBLIC.olderEvents}
              </Button>
            )}
          </nav>
        </div>
      )}
    </section>
  );
}
