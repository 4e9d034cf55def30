import { asList, nextEventsCursor, usePublicRead, useSiteContent } from '@furnace/api-client';
import { ERRORS, EVENTS_CALENDAR_PATH, EVENTS_PUBLIC } from '@furnace/contracts';
import { Link, useSearchParams } from '@furnace/router';
import { useHydrated } from '@furnace/ui';
import { EventCard } from '../../components/event-card/EventCard';
import { EventJsonLd } from '../../components/event-card/event-json-ld';
import { toEventView } from '../../components/event-card/event-view';
import { PageHero } from '../../components/page/PageHero';
import { groupEvents } from './group-events';
import { PastEvents } from './PastEvents';
import styles from './events.module.css';
import pageStyles from '../../components/page/page.module.css';

/** docs/product.md §2: by year and month, a shareable ?category= filter, the calendar feed. */
export default function EventsPage() {
  const contact = useSiteContent()?.contact;
  const [params, setParams] = useSearchParams();
  // A page of the upcoming listing at a time: ?after= (the last one's start and id) is the next.
  const after = params.get('after');
  const { data, loading, error } = usePublicRead(
    after ? `/events?after=${encodeURIComponent(after)}` : '/events',
    ERRORS.gettingEvents,
  );
  const all = asList(data).filter(Boolean);
  const next = nextEventsCursor(all);
  const categories = [
    ...new Set(all.map((event) => event.category?.trim()).filter(Boolean)),
  ].sort();
  const wanted = params.get('category') ?? '';
  const category = categories.includes(wanted) ? wanted : '';
  const events = all
    .filter((event) => !category || event.category?.trim() === category)
    .map(toEventView);
  const years = groupEvents(events);
  // The first card on screen (date order): its picture is the page's largest paint.
  const firstShown = years[0]?.months[0]?.events[0];
  return (
    <>
      <PageHero
        title="PROGRAMS AND EVENTS"
        lead="Guided programs, living-history days and talks for every age. Most programs are included with admission."
      />
      <div className={pageStyles['page-section']} aria-busy={loading}>
        {/* The filter comes after the subscription, so nothing on screen moves when it arrives. */}
        <div className={styles['events-page__tools']}>
          <CalendarSubscribe />
          {categories.length > 1 && (
            <p className={styles['events-page__filter']}>
              <label htmlFor="events-category">{EVENTS_PUBLIC.categoryFilterLabel}</label>
              <select
                id="events-category"
                value={category}
                onChange={({ target: { value } }) =>
                  setParams(value ? { category: value } : {}, { replace: true })
                }
              >
                <option value="">{EVENTS_PUBLIC.allCategories}</option>
                {categories.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </p>
          )}
        </div>
        {!loading && years.length === 0 && (
          <p className={pageStyles.notice} role="status">
            {error
              ? 'The schedule could not be loaded just now. Please try again later, or call us for upcoming programs.'
              : 'No upcoming events are scheduled yet. New programs are added throughout the season, so check back soon.'}
          </p>
        )}
        {years.map((year) => (
          <section key={year.year} aria-labelledby={`year-${year.year}`} data-testid="event-year">
            <h2 id={`year-${year.year}`} className={styles['events-page__year']}>
              {year.year}
            </h2>
            {year.months.map((month) => (
              <section
                key={month.month}
                aria-label={`${month.month} ${year.year}`}
                data-testid="event-month"
              >
                {month.month && <h3 className={styles['events-page__month']}>{month.month}</h3>}
                <ul className={styles['events-page__cards']}>
                  {month.events.map((event) => (
                    <li key={event.key}>
                      <EventCard
                        event={event}
                        headingLevel={month.month ? 4 : 3}
                        eager={event === firstShown}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </section>
        ))}
        {!loading && (next || after) && (
          <nav aria-label={EVENTS_PUBLIC.laterEvents} className={styles['events-page__more']}>
            {after && <Link to={pageAddress(null, category)}>{EVENTS_PUBLIC.soonestEvents}</Link>}
            {next && <Link to={pageAddress(next, category)}>{EVENTS_PUBLIC.laterEvents}</Link>}
          </nav>
        )}
        {/* Once the schedule is in: before, it would be pushed down as the cards arrive. */}
        {!loading && <PastEvents />}
        {events.map((event) => (
          <EventJsonLd key={event.key} event={event} contact={contact} />
        ))}
      </div>
    </>
  );
}

function pageAddress(after: string | null, category: string): string {
  const given = Object.entries({ category, after }).filter(([, value]) => value);
  const search = new URLSearchParams(given as string[][]).toString();
  return search ? `/events?${search}` : '/events';
}

/** The calendar feed: "Subscribe" (webcal:) opens it in the visitor's calendar app. */
function CalendarSubscribe() {
  // The page's address is not known on the server: the plain path until hydrated.
  const subscribeUrl = useHydrated()
    ? `webcal://${window.location.host}${EVENTS_CALENDAR_PATH}`
    : EVENTS_CALENDAR_PATH;
  return (
    <div className={styles['events-page__subscribe']}>
      <p>
        <a className={styles['events-page__subscribe-link']} href={subscribeUrl}>
          {EVENTS_PUBLIC.subscribeTitle}
        </a>
      </p>
      <p>
        {EVENTS_PUBLIC.subscribeHint}{' '}
        <a href={EVENTS_CALENDAR_PATH} download="events.ics">
          {EVENTS_PUBLIC.downloadCalendar}
        </a>
      </p>
    </div>
  );
}
