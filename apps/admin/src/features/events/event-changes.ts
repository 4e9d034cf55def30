import type { EventChanges } from '@furnace/api-client';
import {
  isDraftPublishAt,
  weekdayOf,
  type EventClearableField,
  type MuseumEvent,
} from '@furnace/contracts';
import { museumLocal } from '../../components/museum-time';
import { emptyEvent, optionalTexts, toNewEvent, type EventFormValues } from './event-form';

/** A draft, published later, or published now (a publish time passed is simply "published"). */
export const publishingOf = (publishAt: string | null): EventFormValues['publish'] =>
  isDraftPublishAt(publishAt)
    ? 'draft'
    : Date.parse(publishAt ?? '') > Date.now()
      ? 'later'
      : 'now';

/** The edit form starts filled with the event's current values, so volunteers see what they change. */
export function editValuesOf(event: MuseumEvent): EventFormValues {
  const date = event.start_date.slice(0, 10);
  const end = event.end_date ?? '';
  const recurrence = event.recurrence;
  const publish = publishingOf(event.publish_at);
  return {
    ...emptyEvent,
    title: event.title,
    description: event.description,
    link_text: event.link_text,
    date,
    time: event.all_day ? '' : event.start_date.slice(11, 16),
    end_date: end && end.slice(0, 10) !== date ? end.slice(0, 10) : '',
    end_time: end && !event.all_day ? end.slice(11, 16) : '',
    all_day: event.all_day,
    status: event.status,
    status_note: event.status_note,
    ...optionalTexts((name) => event[name]),
    link_url: event.link_url,
    image_alt: event.image_alt,
    decorative: !event.image_alt,
    image_fit: event.image_fit,
    publish,
    publish_at: publish === 'later' ? museumLocal(event.publish_at ?? '') : '',
    ...(recurrence && {
      repeat: recurrence.freq,
      interval: String(recurrence.interval),
      weekdays: recurrence.by_weekday.filter((day) => day !== weekdayOf(date)),
      monthly_by: recurrence.freq === 'monthly' && recurrence.by_weekday.length ? 'weekday' : 'day',
      ends: recurrence.until ? 'until' : recurrence.count ? 'count' : 'never',
      until: recurrence.until ?? '',
      count: recurrence.count ? String(recurrence.count) : emptyEvent.count,
    }),
  };
}

/** Fields a blank leaves as they are (docs/product.md §5) unless ticked for removal. */
const BLANK_KEEPS = ['title', 'description', 'event_start', 'link_text', 'link_url'];

/** What a PATCH carries: the fields changed since the form opened; removals go in `clear`. */
export function eventChanges(event: MuseumEvent, values: EventFormValues): EventChanges {
  const opened = editValuesOf(event);
  const before = new Map(Object.entries(toNewEvent(opened)));
  const after = toNewEvent({ ...values, date: values.date || opened.date });
  const changes: Record<string, unknown> = {};
  const clear: string[] = [];
  for (const [name, value] of Object.entries(after)) {
    if (JSON.stringify(value) === JSON.stringify(before.get(name))) continue;
    if (value !== '' && value !== null) changes[name] = value;
    else if (!BLANK_KEEPS.includes(name) || values[`remove_${name}` as keyof EventFormValues])
      clear.push(name === 'event_end' ? 'end_date' : name);
  }
  if (values.remove_pdf && !values.pdf && event.pdf) clear.push('pdf');
  if (clear.length) changes.clear = clear as EventClearableField[];
  return changes as EventChanges;
}
