import { asList, usePublicRead } from '@furnace/api-client';
import { ERRORS, EVENTS_PUBLIC, todayIso } from '@furnace/contracts';
import { useHydrated } from '@furnace/ui';
import { Link } from '@furnace/router';
import { toEventView } from '../../components/event-card/event-view';
import styles from './events.module.css';

const OTHER_DATES_SHOWN = 8;

/** A repeating event's other dates from today on, each a link to that occurrence's page. */
export function OtherDates({ id, shown }: { id: number; shown: string | undefined }) {
  const { data } = usePublicRead(`/events/${id}/occurrences`, ERRORS.gettingEvents, {
    missing: [],
  });
  // Today in UTC until hydrated (the server cannot know the visitor's), then the visitor's.
  const now = new Date();
  const today = useHydrated() ? todayIso(now) : now.toISOString().slice(0, 10);
  const others = asList(data)
    .filter((o) => o.occurrence_date && o.occurrence_date !== shown && o.occurrence_date >= today)
    .slice(0, OTHER_DATES_SHOWN)
    .map(toEventView);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="other-dates-title" className={styles['event-page__other-dates']}>
      <h2 id="other-dates-title" className={styles['event-page__other-dates-title']}>
        {EVENTS_PUBLIC.otherDates}
      </h2>
      <ul>
        {others.map((other) => (
          <li key={other.key}>
            <Link to={other.href}>
              {other.dateText}
              {other.timeText && ` · ${other.timeText}`}
            </Link>
            {other.statusLabel && ` (${other.statusLabel})`}
          </li>
        ))}
      </ul>
    </section>
  );
}
