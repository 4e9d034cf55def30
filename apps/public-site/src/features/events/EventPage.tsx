import { usePublicRead, useSiteContent } from '@furnace/api-client';
import {
  DEFAULT_EVENT_LINK_URL,
  ERRORS,
  EVENTS_PUBLIC,
  EVENT_PAGE_HEAD,
  MESSAGES,
  eventCalendarPath,
  eventPageHead,
  eventPdfPath,
  type MuseumEvent,
} from '@furnace/contracts';
import { Link, useParams, useSearchParams } from '@furnace/router';
import { NEW_TAB_HINT, NewTabLink } from '@furnace/ui';
import { EventFacts } from '../../components/event-card/EventFacts';
import { EventJsonLd } from '../../components/event-card/event-json-ld';
import { toEventView, type EventView } from '../../components/event-card/event-view';
import pageStyles from '../../components/page/page.module.css';
import { PdfDocument } from '../../components/pdf/PdfDocument';
import { usePageHead } from '../../hooks/usePageHead';
import { OtherDates } from './OtherDates';
import styles from './events.module.css';

/** /events/{id}[?date=YYYY-MM-DD]: the event, readable on a phone, then its PDF. */
export default function EventPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const date = params.get('date');
  const { data, loading } = usePublicRead<MuseumEvent, null>(
    `/events/${encodeURIComponent(id)}/details${date ? `?date=${encodeURIComponent(date)}` : ''}`,
    ERRORS.gettingEvents,
    { missing: null },
  );
  const event = data ? toEventView(data) : undefined;
  usePageHead(data ? eventPageHead(data) : undefined);
  return (
    <section className={`${pageStyles['page-section']} ${styles['event-page']}`}>
      <h1>{event?.title ?? EVENT_PAGE_HEAD.page}</h1>
      {/* Everything under the title once the event is read: nothing on screen moves as it comes. */}
      {!loading && (
        <>
          {event && <EventDetails event={event} />}
          {data === null && <p className={pageStyles.notice}>{EVENTS_PUBLIC.eventNotFound}</p>}
          <PdfDocument
            url={eventPdfPath(encodeURIComponent(id))}
            title="Event flyer (PDF)"
            missingMessage={MESSAGES.noEventPdf}
            listed={data ? data.pdf !== null : undefined}
          />
          <p>
            <Link to="/events">{EVENTS_PUBLIC.backToEvents}</Link>
          </p>
          {/* Last: it arrives after the rest, and moves nothing above it when it does. */}
          {data?.recurrence && <OtherDates id={data.id} shown={data.occurrence_date} />}
        </>
      )}
    </section>
  );
}

function EventDetails({ event }: { event: EventView }) {
  const contact = useSiteContent()?.contact;
  // The placeholder address new events get (docs/product.md §9) leads nowhere: not shown.
  const link = /^https?:\/\//.test(event.linkUrl) && event.linkUrl !== DEFAULT_EVENT_LINK_URL;
  return (
    <div className={styles['event-page__details']} data-testid="event-details">
      <EventFacts event={event} />
      {event.description.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index} className={styles['event-page__description']}>
          {paragraph}
        </p>
      ))}
      <p className={pageStyles['link-row']}>
        {link && (
          <NewTabLink href={event.linkUrl} hint={NEW_TAB_HINT}>
            {event.linkText || EVENTS_PUBLIC.moreInformation}
          </NewTabLink>
        )}
        {event.start && (
          <a href={eventCalendarPath(event.id)} download={`event-${event.id}.ics`}>
            {EVENTS_PUBLIC.addToCalendar}
          </a>
        )}
      </p>
      <EventJsonLd event={event} contact={contact} />
    </div>
  );
}
