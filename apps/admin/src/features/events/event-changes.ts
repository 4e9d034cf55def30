import type { EventChanges } from '@furnace/api-client';
import {
  WEEKDAYS,
  isDraftPublishAt,
  weekdayOf,
  type EventClearableField,
  type EventOptionalText,
  type MuseumEvent,
} from '@furnace/contracts';
import { museumLocal } from '../../components/museum-time';
import {
  OPTIONAL_TEXTS,
  emptyEvent,
  endOf,
  startOf,
  toPublishAt,
  toRecurrence,
  type EventFormValues,
} from './event-form';

/** The edit form starts filled with the event's current values, so volunteers see what they change. */
export function editValuesOf(event: MuseumEvent): EventFormValues {
  const date = event.start_date?.slice(0, 10) ?? '';
  const end = event.end_date ?? '';
  const recurrence = event.recurrence;
  const publishAt = event.publish_at ?? null;
  return {
    ...emptyEvent,
    title: event.title ?? '',
    description: event.description ?? '',
    link_text: event.link_text ?? '',
    date,
    time: event.all_day ? '' : (event.start_date?.slice(11, 16) ?? ''),
    end_date: end && end.slice(0, 10) !== date ? end.slice(0, 10) : '',
    end_time: end && !event.all_day ? end.slice(11, 16) : '',
    all_day: event.all_day ?? false,
    status: event.status ?? 'scheduled',
    status_note: event.status_note ?? '',
    ...Object.fromEntries(OPTIONAL_TEXTS.map(({ name }) => [name, event[name] ?? ''])),
    link_url: event.link_url ?? '',
    image_alt: event.image_alt ?? '',
    decorative: !event.image_alt,
    image_fit: event.image_fit ?? 'cover',
    publish: !pending(publishAt) ? 'now' : isDraftPublishAt(publishAt) ? 'draft' : 'later',
    publish_at: pending(publishAt) && !isDraftPublishAt(publishAt) ? museumLocal(publishAt) : '',
    ...(recurrence
      ? {
          repeat: recurrence.freq,
          interval: String(recurrence.interval),
          weekdays: recurrence.by_weekday.filter((day) => !date || day !== weekdayOf(date)),
          monthly_by:
            recurrence.freq === 'monthly' && recurrence.by_weekday.length ? 'weekday' : 'day',
          ends: recurrence.until ? 'until' : recurrence.count ? 'count' : 'never',
          until: recurrence.until ?? '',
          count: recurrence.count ? String(recurrence.count) : emptyEvent.count,
        }
      : {}),
  };
}

/** Not public yet: a draft, or a publish time still ahead (a past one is simply "published"). */
const pending = (publishAt: string | null): publishAt is string =>
  publishAt !== null && (isDraftPublishAt(publishAt) || Date.parse(publishAt) > Date.now());

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/** Whether two rules are the same (key order aside: the API stores them as jsonb). */
export const sameRecurrence = (a: MuseumEvent['recurrence'], b: MuseumEvent['recurrence']) => {
  if (!a || !b) return a === b;
  const days = (r: NonNullable<typeof a>) =>
    WEEKDAYS.filter((day) => r.by_weekday.includes(day)).join();
  return (
    a.freq === b.freq &&
    a.interval === b.interval &&
    days(a) === days(b) &&
    a.until === b.until &&
    a.count === b.count
  );
};

/**
 * What a PATCH should carry (docs/product.md §5): blank and unchanged fields are left out and keep
 * their current value, so a PATCH says exactly what the volunteer changed; an emptied date keeps
 * the stored one (a new time still goes). Removing goes through `clear` (docs/api.md): the ticked
 * removals, and a lifecycle field the volunteer emptied or switched off.
 */
export function eventChanges(event: MuseumEvent, values: EventFormValues): EventChanges {
  const changes: EventChanges = {};
  const clear: EventClearableField[] = [];
  type Text = 'title' | 'description' | 'link_text' | 'link_url' | 'status_note' | 'image_alt';
  /** A text sent when it changed; blank keeps it, or with `emptied` clears it. */
  const text = (field: Text | EventOptionalText, typed: string, emptied = false) => {
    const value = typed.trim();
    if (value === '' && emptied && event[field]) clear.push(field as EventClearableField);
    else if (value !== '' && value !== (event[field] ?? '')) changes[field] = value;
  };
  text('title', values.title);
  text('description', values.description);
  if (values.remove_link_text && event.link_text) clear.push('link_text');
  else text('link_text', values.link_text);
  const dated = { ...values, date: values.date || event.start_date.slice(0, 10) };
  if (values.time || values.all_day) {
    const start = startOf(dated);
    if (start !== event.start_date) changes.event_start = start;
  }
  if (values.all_day !== (event.all_day ?? false)) changes.all_day = values.all_day;
  const end = endOf(dated);
  if (end === null && event.end_date) clear.push('end_date');
  else if (end !== null && end !== event.end_date) changes.event_end = end;

  if (values.status !== (event.status ?? 'scheduled')) changes.status = values.status;
  text('status_note', values.status === 'scheduled' ? '' : values.status_note, true);
  for (const { name } of OPTIONAL_TEXTS) text(name, values[name], true);
  if (values.remove_link_url && event.link_url) clear.push('link_url');
  else text('link_url', values.link_url);
  text('image_alt', values.decorative ? '' : values.image_alt, true);
  if (values.image_fit !== (event.image_fit ?? 'cover')) changes.image_fit = values.image_fit;

  const publishAt = toPublishAt(values);
  const current = event.publish_at ?? null;
  if (publishAt === null && pending(current)) clear.push('publish_at');
  else if (publishAt !== null && !sameInstant(publishAt, current)) changes.publish_at = publishAt;

  const recurrence = toRecurrence(values, dated.date);
  if (recurrence === null && event.recurrence) clear.push('recurrence');
  else if (recurrence && !sameRecurrence(recurrence, event.recurrence ?? null))
    changes.recurrence = recurrence;

  if (values.image) changes.image = values.image;
  if (values.pdf) changes.pdf = values.pdf;
  else if (values.remove_pdf && event.pdf) clear.push('pdf');
  if (clear.length) changes.clear = clear;
  return changes;
}

export const hasChanges = (changes: EventChanges) => Object.keys(changes).length > 0;
