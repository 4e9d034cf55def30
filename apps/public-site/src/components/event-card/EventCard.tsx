import { Link } from '@furnace/router';
import { useState } from 'react';
import fallbackImage from '../../assets/event-fallback.svg';
import { useWindowWidth } from '../../hooks/useWindowWidth';
import { calendarHref } from './calendarFile';
import { cardImageHeight } from './cardImageHeight';
import type { EventView } from './eventView';
import '../page/page.css';
import './event-card.css';

interface EventCardProps {
  event: EventView;
  /** Heading level of the title, to fit the page's outline (h3 under a month heading, …). */
  headingLevel?: 2 | 3 | 4;
}

/** One event: picture, title, date, description, its PDF link (if it has link text) and a calendar file. */
export function EventCard({ event, headingLevel = 3 }: EventCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const height = cardImageHeight(useWindowWidth());
  const Heading = `h${headingLevel}` as const;
  const calendar = calendarHref(event);
  return (
    <article className="event-card" data-testid="event-card">
      <img
        className="event-card__image"
        src={imageFailed ? fallbackImage : event.image}
        alt=""
        width={640}
        height={400}
        style={{ height }}
        loading="lazy"
        decoding="async"
        onError={() => setImageFailed(true)}
      />
      <div className="event-card__body">
        <Heading className="event-card__title">{event.title}</Heading>
        <p className="event-card__date">
          {event.start ? (
            <time dateTime={event.startDate}>
              {event.dateText}
              {event.timeText && ` · ${event.timeText}`}
            </time>
          ) : (
            event.dateText
          )}
        </p>
        <p className="event-card__description">{event.description}</p>
        <p className="event-card__actions">
          {event.linkText && <Link to={`/events/${event.id}`}>{event.linkText}</Link>}
          {calendar && (
            <a href={calendar} download={`event-${event.id}.ics`}>
              Add to calendar<span className="visually-hidden">: {event.title}</span>
            </a>
          )}
        </p>
      </div>
    </article>
  );
}
