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
  headingLevel?: 3 | 4;
  /** The page's first card: its picture is the largest paint, so not lazy. */
  eager?: boolean;
}

/** A card is never wider than about 480 CSS px: 800 px covers a phone's 2-3x screen. */
const CARD_IMAGE_WIDTHS = [400, 800] as const;
const CARD_IMAGE_SIZES = '(min-width: 464px) 480px, 100vw';

export function EventCard({ event, headingLevel = 3, eager = false }: EventCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const Heading = `h${headingLevel}` as const;
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
