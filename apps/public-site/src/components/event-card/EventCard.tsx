import { VisuallyHidden } from '@furnace/ui';
import { eventCalendarPath, eventImageSrcSet, isStoredEventImage } from '@furnace/contracts';
import { Link } from '@furnace/router';
import { useState } from 'react';
import fallbackImage from '../../assets/event-fallback.svg';
import { useWindowWidth } from '../../hooks/useWindowWidth';
import { cardImageHeight } from './card-image-height';
import type { EventView } from './event-view';
import styles from './event-card.module.css';

interface EventCardProps {
  event: EventView;
  /** Heading level of the title, to fit the page's outline (h3 under a month heading, …). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Widths offered to the browser for a card's picture. A card is never wider than about 480 CSS px
 * (one column on a phone, two in the carousel, a 20rem grid on wider screens), so 800 px covers
 * even a phone's 2-3x screen sharply; the 1600 px variant is left to pages that show a picture large.
 */
const CARD_IMAGE_WIDTHS = [400, 800] as const;
const CARD_IMAGE_SIZES = '(min-width: 464px) 480px, 100vw';

/** One event: picture, title, date, description, its PDF link (if it has link text) and a calendar file. */
export function EventCard({ event, headingLevel = 3 }: EventCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const height = cardImageHeight(useWindowWidth());
  const Heading = `h${headingLevel}` as const;
  // The API builds the .ics (with the museum's time zone as a VTIMEZONE): one source of truth.
  const calendar = event.start ? eventCalendarPath(event.id) : undefined;
  const responsive = !imageFailed && isStoredEventImage(event.image);
  return (
    <article className={styles['event-card']} data-testid="event-card">
      <img
        className={styles['event-card__image']}
        src={imageFailed ? fallbackImage : event.image}
        srcSet={responsive ? eventImageSrcSet(event.image, CARD_IMAGE_WIDTHS) : undefined}
        sizes={responsive ? CARD_IMAGE_SIZES : undefined}
        alt=""
        width={640}
        height={400}
        style={{ height }}
        loading="lazy"
        decoding="async"
        onError={() => setImageFailed(true)}
      />
      <div className={styles['event-card__body']}>
        <Heading className={styles['event-card__title']}>{event.title}</Heading>
        <p className={styles['event-card__date']}>
          {event.start ? (
            <time dateTime={event.startDate}>
              {event.dateText}
              {event.timeText && ` · ${event.timeText}`}
            </time>
          ) : (
            event.dateText
          )}
        </p>
        <p className={styles['event-card__description']}>{event.description}</p>
        <p className={styles['event-card__actions']}>
          {event.linkText && <Link to={`/events/${event.id}`}>{event.linkText}</Link>}
          {calendar && (
            <a href={calendar} download={`event-${event.id}.ics`}>
              Add to calendar<VisuallyHidden>: {event.title}</VisuallyHidden>
            </a>
          )}
        </p>
      </div>
    </article>
  );
}
