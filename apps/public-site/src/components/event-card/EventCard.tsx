import { VisuallyHidden } from '@furnace/ui';
import {
  EVENTS_PUBLIC,
  eventCalendarPath,
  eventImageSrcSet,
  isStoredEventImage,
} from '@furnace/contracts';
import { Link } from '@furnace/router';
import { useState } from 'react';
import fallbackImage from '../../assets/event-fallback.svg';
import { EventFacts } from './EventFacts';
import type { EventView } from './event-view';
import styles from './event-card.module.css';

interface EventCardProps {
  event: EventView;
  /** Heading level of the title, to fit the page's outline (h3 under a month heading, …). */
  headingLevel?: 2 | 3 | 4;
  /** Load the picture at once, first (the page's first card): lazy loading would delay the page's largest paint. */
  eager?: boolean;
}

/**
 * Widths offered to the browser for a card's picture. A card is never wider than about 480 CSS px
 * (one column on a phone, two in the carousel, a 20rem grid on wider screens), so 800 px covers
 * even a phone's 2-3x screen sharply; the 1600 px variant is left to pages that show a picture large.
 */
const CARD_IMAGE_WIDTHS = [400, 800] as const;
const CARD_IMAGE_SIZES = '(min-width: 464px) 480px, 100vw';

/**
 * One event: picture, title, status, date and time, place, price, description, its page's link (if
 * it has link text) and a calendar file. The picture's height follows docs/product.md §9 in CSS
 * (event-card.module.css), so it is right from the first paint, also in server-rendered HTML.
 */
export function EventCard({ event, headingLevel = 3, eager = false }: EventCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const Heading = `h${headingLevel}` as const;
  // The API builds the .ics (with the museum's time zone as a VTIMEZONE): one source of truth.
  const calendar = event.start ? eventCalendarPath(event.id) : undefined;
  const responsive = !imageFailed && isStoredEventImage(event.image);
  const cancelled = event.status === 'cancelled';
  return (
    <article
      className={`${styles['event-card']}${cancelled ? ` ${styles['event-card--cancelled']}` : ''}`}
      data-testid="event-card"
    >
      <img
        className={`${styles['event-card__image']}${
          event.imageFit === 'contain' && !imageFailed
            ? ` ${styles['event-card__image--contain']}`
            : ''
        }`}
        src={imageFailed ? fallbackImage : event.image}
        srcSet={responsive ? eventImageSrcSet(event.image, CARD_IMAGE_WIDTHS) : undefined}
        sizes={responsive ? CARD_IMAGE_SIZES : undefined}
        // Staff describe the picture; '' marks it decorative. The fallback drawing is decorative.
        alt={imageFailed ? '' : event.imageAlt}
        width={640}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        onError={() => setImageFailed(true)}
      />
      <div className={styles['event-card__body']}>
        <Heading>{event.title}</Heading>
        <EventFacts event={event} />
        <p data-event="about">{event.description}</p>
        <p className={styles['event-card__actions']}>
          {event.linkText && <Link to={event.href}>{event.linkText}</Link>}
          {calendar && (
            <a href={calendar} download={`event-${event.id}.ics`}>
              {EVENTS_PUBLIC.addToCalendar}
              <VisuallyHidden>: {event.title}</VisuallyHidden>
            </a>
          )}
        </p>
      </div>
    </article>
  );
}
