import { EVENTS_PUBLIC } from '@furnace/contracts';
import type { EventView } from './event-view';
// Styled by data-event attributes in the card's stylesheet: no class names to ship.
import './event-card.module.css';

export function EventFacts({ event }: { event: EventView }) {
  return (
    <>
      {event.statusLabel && (
        <p data-event="status">
          <strong>{event.statusLabel}</strong>
          {event.statusNote && ` ${event.statusNote}`}
        </p>
      )}
      <p data-event="date">
        {event.start ? (
          <>
            <time dateTime={event.startDate}>
              {event.dateText}
              {event.timeText && ` · ${event.timeText}`}
            </time>
            {event.endText}
          </>
        ) : (
          event.dateText
        )}
      </p>
      {event.location && (
        <p data-event="fact">
          <span>{EVENTS_PUBLIC.whereLabel}:</span> {event.location}
        </p>
      )}
      {event.price && (
        <p data-event="fact">
          <span>{EVENTS_PUBLIC.priceLabel}:</span> {event.price}
        </p>
      )}
    </>
  );
}
