import { fetchAdminEvents, useApiQuery } from '@furnace/api-client';
import { Button, LiveMessage, failure, type Message } from '@furnace/ui';
import { ADMIN_EVENTS_PAGE_SIZE } from '@furnace/contracts';
import { useRef, useState } from 'react';
import { EventAdminCard } from './EventAdminCard';
import styles from './events.module.css';
import adminStyles from '../../app/admin.module.css';
import { loadFailureText } from '../../components/failure-text';

const LOAD_FAILED = 'The events could not be loaded. Please reload the page.';
type When = 'upcoming' | 'past';
const TITLES: Record<When, string> = { upcoming: 'Upcoming', past: 'Past' };

interface SectionProps {
  when: When;
  /** Null until read, kept across pages (its heading stays while one loads). */
  total: number | null;
  onTotal: (total: number) => void;
  createdId: number | null;
  onMessage: (message: Message) => void;
}

/** Upcoming or past events, ADMIN_EVENTS_PAGE_SIZE at a time, with Previous and Next. */
function EventSection(props: SectionProps) {
  const { when, total, onTotal, createdId, onMessage } = props;
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useApiQuery(
    `events-${when}-${page}`,
    async (signal) => {
      const answer = await fetchAdminEvents(when, page, signal);
      onTotal(answer.total);
      return answer;
    },
    {
      onError: (error) => {
        console.error(error);
        onMessage(failure(loadFailureText(error, LOAD_FAILED)));
      },
    },
  );
  const pages = Math.max(1, Math.ceil((total ?? 0) / ADMIN_EVENTS_PAGE_SIZE));
  // The last card of the last page was deleted: show the page that is now the last.
  if (page > pages) setPage(pages);
  const loading = <p aria-busy="true">Loading events…</p>;
  if (total === null) return query.loading ? loading : null;
  if (total === 0) return null; // ManageEvents says so
  const go = (to: number) => {
    setPage(to);
    heading.current?.focus(); // the cards and the button pressed may be gone
  };
  return (
    <>
      <h3 ref={heading} tabIndex={-1}>
        {TITLES[when]} ({total})
      </h3>
      {!query.data ? (
        loading
      ) : (
        <ul className={styles['admin-event-list']}>
          {query.data.events.map((event) => (
            <EventAdminCard
              key={event.id}
              event={event}
              past={when === 'past'}
              justCreated={event.id === createdId}
              onMessage={onMessage}
            />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={`${TITLES[when]} events, pages`} className={styles['admin-event-pager']}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </>
  );
}

/** 'Manage Events': every event, past ones included, a page at a time, each card editable and deletable. */
export function ManageEvents(props: { createdId?: number | null }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [totals, setTotals] = useState<Record<When, number | null>>({ upcoming: null, past: null });
  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="manage-events-title">
      <h2 id="manage-events-title" tabIndex={-1}>
        Manage Events
      </h2>
      <LiveMessage message={message} />
      {totals.upcoming === 0 &&
        (totals.past === 0 ? (
          <p>No events yet. Create one with the form.</p>
        ) : (
          <>
            <h3>Upcoming (0)</h3>
            <p>No upcoming events.</p>
          </>
        ))}
      {(['upcoming', 'past'] as const).map((when) => (
        <EventSection
          key={when}
          when={when}
          total={totals[when]}
          onTotal={(total) => setTotals((all) => ({ ...all, [when]: total }))}
          createdId={props.createdId ?? null}
          onMessage={setMessage}
        />
      ))}
    </section>
  );
}
