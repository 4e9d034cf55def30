import { EVENTS_PUBLIC } from '@furnace/contracts';
import type { EventView } from './event-view';
// Styled by data-event attributes in the card's stylesheet: no class names to ship.
import './event-card.module.css';

/**
 * An event's date and time ('December 5, 2026 · 10:00 AM – 12:00 PM', '… · All day'), its status
 * badge with the note (a cancelled event stays listed, marked), its place and price: the same on a
 * card and on the event's own page.
 */
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
