import { fetchAllEvents, useApiQuery } from '@furnace/api-client';
import { LiveMessage, failure, type Message } from '@furnace/ui';
import type { MuseumEvent } from '@furnace/contracts';
import { useRef, useState } from 'react';
import { museumToday } from '../../components/museum-time';
import { EventAdminCard } from './EventAdminCard';
import styles from './events.module.css';
import adminStyles from '../../app/admin.module.css';

/** Upcoming events soonest first, then past ones most recent first. */
function split(events: MuseumEvent[], today: string) {
  const upcoming = events.filter((e) => e.start_date.slice(0, 10) >= today);
  const past = events.filter((e) => e.start_date.slice(0, 10) < today);
  upcoming.sort((a, b) => a.start_date.localeCompare(b.start_date));
  past.sort((a, b) => b.start_date.localeCompare(a.start_date));
  return { upcoming, past };
}

/** 'Manage Events': every event, past ones included, each card editable and deletable. */
export function ManageEvents({
  refreshKey,
  createdId = null,
}: {
  refreshKey: number;
  /** The event just created beside the list, to show and scroll to. */
  createdId?: number | null;
}) {
  const [message, setMessage] = useState<Message | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new refreshKey (an event was created beside this list) loads the list afresh.
  const query = useApiQuery(`events-${refreshKey}`, fetchAllEvents, {
    onError: (error) => {
      console.error(error);
      setMessage(failure('The events could not be loaded. Please reload the page.'));
    },
  });
  const { reload } = query;
  const events: MuseumEvent[] | null = query.data ?? (query.loading ? null : []);

  const { upcoming, past } = split(events ?? [], museumToday());
  const renderList = (list: MuseumEvent[], isPast: boolean) => (
    <ul className={styles['admin-event-list']}>
      {list.map((event) => (
        <EventAdminCard
          key={event.id}
          event={event}
          past={isPast}
          onChanged={reload}
          justCreated={event.id === createdId}
          onMessage={setMessage}
          onDeleted={() => {
            void reload();
            heading.current?.focus(); // the card (and its buttons) are gone
          }}
        />
      ))}
    </ul>
  );

  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="manage-events-title">
      <h2 id="manage-events-title" ref={heading} tabIndex={-1}>
        Manage Events
      </h2>
      <LiveMessage message={message} />
      {events === null ? (
        <p aria-busy="true">Loading events…</p>
      ) : events.length === 0 ? (
        <p>No events yet. Create one with the form.</p>
      ) : (
        <>
          <h3>Upcoming ({upcoming.length})</h3>
          {upcoming.length ? renderList(upcoming, false) : <p>No upcoming events.</p>}
          {past.length > 0 && (
            <>
              <h3>Past ({past.length})</h3>
              {renderList(past, true)}
            </>
          )}
        </>
      )}
    </section>
  );
}
