import type { EventChanges } from '@furnace/api-client';
import type { MuseumEvent } from '@furnace/contracts';
import { toEventStart } from './event-form';

export interface EditEventValues {
  title: string;
  description: string;
  link_text: string;
  date: string;
  time: string;
}

/** The edit form starts filled with the event's current values, so volunteers see what they change. */
export function editValuesOf(event: MuseumEvent): EditEventValues {
  return {
    title: event.title ?? '',
    description: event.description ?? '',
    link_text: event.link_text ?? '',
    date: event.start_date?.slice(0, 10) ?? '',
    time: event.start_date?.slice(11, 16) ?? '',
  };
}

/**
 * What a PATCH should carry (docs/product.md §5): blank fields are left out and keep their current
 * value; the date-time goes only when both date and time are filled, as date + 'T' + time + ':00'.
 * Unchanged fields are left out too, so a PATCH says exactly what the volunteer changed.
 */
export function eventChanges(
  event: MuseumEvent,
  values: EditEventValues,
  files: { image: File | null; pdf: File | null },
): EventChanges {
  const changes: EventChanges = {};
  for (const field of ['title', 'description', 'link_text'] as const) {
    const value = values[field].trim();
    if (value !== '' && value !== (event[field] ?? '')) changes[field] = value;
  }
  if (values.date && values.time) {
    const start = toEventStart(values.date, values.time);
    if (start !== event.start_date) changes.event_start = start;
  }
  if (files.image) changes.image = files.image;
  if (files.pdf) changes.pdf = files.pdf;
  return changes;
}

export const hasChanges = (changes: EventChanges) => Object.keys(changes).length > 0;
