import {
  EVENT_CLEARABLE_FIELDS,
  EVENT_IMAGE_ALT_MAX_LENGTH,
  EVENT_IMAGE_FITS,
  EVENT_OPTIONAL_TEXTS,
  EVENT_STATUS_NOTE_MAX_LENGTH,
  EVENT_STATUSES,
  type EventClearableField,
  type EventImageFit,
  type EventOptionalText,
  type EventRecurrence,
  type EventStatus,
} from './events';
import { isValidIsoDate, parseClockTime, parseInstant } from '../shared/input-values';
import { field, oneOf, payload, type Check, type FieldOptions } from '../shared/payload';

export const atMost = (name: string, max: number) => (value: unknown) =>
  typeof value === 'string' && value.length > max
    ? `${name} must be at most ${max} characters.`
    : null;

/** Text of at most `max` characters, null, or left out. */
export const textOrNull =
  (name: string, max: number, notText = `${name} must be text.`) =>
  (value: unknown) =>
    value !== undefined && value !== null && typeof value !== 'string'
      ? notText
      : atMost(name, max)(value);

/** A form's choice: one of `allowed` (blank is no change). */
const choice = (name: string, allowed: readonly string[]) => (value: unknown) =>
  typeof value === 'string' && !allowed.includes(value)
    ? `${name} must be one of ${allowed.join(', ')} (got "${value.slice(0, 40)}").`
    : null;

/** 'YYYY-MM-DDTHH:MM[:SS]' as 'YYYY-MM-DDTHH:MM:SS', or null. */
export function eventDateTime(value: string): string | null {
  const match = /^([0-9]{4}-[0-9]{2}-[0-9]{2})T([0-9]{2}:[0-9]{2}(?::[0-9]{2})?)$/.exec(value);
  const time = match ? parseClockTime(match[2]) : null;
  const year = match ? Number(match[1].slice(0, 4)) : 0;
  if (!match || !isValidIsoDate(match[1]) || time === null || year < 1900 || year > 2999)
    return null;
  return `${match[1]}T${time}`;
}

const localDateTime = (name: string) => (value: unknown) =>
  typeof value === 'string' && eventDateTime(value) === null
    ? `${name} must be a date and time on the museum's clock as YYYY-MM-DDTHH:MM:SS, e.g. 2026-07-04T10:00:00 (got "${value.slice(0, 40)}").`
    : null;

/** The form's `recurrence` (a JSON string) as an object with the rule's keys only, or null. */
export function parseRecurrence(value: string): EventRecurrence | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const { freq, interval, by_weekday, until, count } = parsed as Record<string, unknown>;
    return { freq, interval, by_weekday, until, count } as EventRecurrence;
  } catch {
    return null;
  }
}

const clearableNames = (value: string) => value.split(',').flatMap((name) => name.trim() || []);
const isClearable = (name: string): name is EventClearableField =>
  (EVENT_CLEARABLE_FIELDS as readonly string[]).includes(name);

export function parseClear(value: string): EventClearableField[] | null {
  const names = clearableNames(value);
  return names.every(isClearable) ? names : null;
}

function clearProblem(value: unknown, form: Record<string, unknown>): string | null {
  if (typeof value !== 'string') return null;
  const bad = clearableNames(value).find((name) => !isClearable(name));
  if (bad !== undefined)
    return `clear names fields to empty, from ${EVENT_CLEARABLE_FIELDS.join(', ')} (got "${bad.slice(0, 40)}").`;
  const both = (parseClear(value) ?? [])
    .map((name) => (name === 'end_date' ? 'event_end' : name))
    .find((field) => form[field] !== undefined && form[field] !== null);
  return both ? `${both} is both given and cleared; send one or the other.` : null;
}

/**
 * link_url becomes an href and the .ics URL: only http(s) or a path, and nothing a URL parser would
 * drop or reinterpret (`/\\evil.example` is another host to a browser).
 */
function isSafeLink(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A multipart form field: blank is not given (no change on PATCH). */
const formField = <T = string | undefined>(check: Check, options: FieldOptions = {}) =>
  field<T>(check, { read: 'blank-is-absent', ...options });

const optionalTexts = Object.fromEntries(
  Object.entries(EVENT_OPTIONAL_TEXTS).map(([name, max]) => [name, formField(atMost(name, max))]),
) as Record<EventOptionalText, ReturnType<typeof formField<string | undefined>>>;

/** The three fields a new event must have and an edit may leave blank. */
const title = formField(atMost('title', 200));
const description = formField(atMost('description', 10_000), { multiLine: true });
const eventStart = formField(localDateTime('event_start'), {
  example: '2026-07-04T10:00:00',
  description: "Museum's local date-time",
});

/** PATCH /events/{id}: blank = unchanged (docs/product.md §5). */
export const eventChangesSchema = payload({
  title,
  description,
  category: formField(atMost('category', 100), { example: 'Default Category' }),
  event_start: eventStart,
  link_text: formField(atMost('link_text', 200)),
  link_url: formField(
    (value) =>
      atMost('link_url', 2000)(value) ??
      (typeof value === 'string' && !isSafeLink(value)
        ? 'link_url must be an http(s) address or a path on this site starting with "/".'
        : null),
  ),
  event_end: formField(localDateTime('event_end'), {
    example: '2026-07-04T12:00:00',
  }),
  all_day: formField(choice('all_day', ['true', 'false']), { enum: ['true', 'false'] }),
  status: formField<EventStatus | undefined>(choice('status', EVENT_STATUSES), {
    enum: EVENT_STATUSES,
  }),
  status_note: formField(atMost('status_note', EVENT_STATUS_NOTE_MAX_LENGTH)),
  image_alt: formField(atMost('image_alt', EVENT_IMAGE_ALT_MAX_LENGTH), {
    description: "The image's description; '' = decorative",
  }),
  ...optionalTexts,
  image_fit: formField<EventImageFit | undefined>(choice('image_fit', EVENT_IMAGE_FITS), {
    enum: EVENT_IMAGE_FITS,
  }),
  // Empty means "published" (null), which is a value, not "no change".
  publish_at: field<string | null | undefined>(
    (value) =>
      typeof value === 'string' && parseInstant(value) === null
        ? `publish_at must be an instant with its offset, e.g. 2026-07-01T09:00:00-04:00 or 2026-07-01T13:00:00Z, or empty for "published" (got "${value.slice(0, 40)}").`
        : null,
    {
      read: 'blank-is-null',
      example: '2026-07-01T09:00:00-04:00',
      description: 'Instant the event becomes public; empty = published',
    },
  ),
  recurrence: formField(
    (value) =>
      atMost('recurrence', 2000)(value) ??
      (typeof value === 'string' && parseRecurrence(value) === null
        ? 'recurrence must be a JSON object {"freq", "interval", "by_weekday", "until", "count"}, e.g. {"freq":"weekly","interval":1,"by_weekday":["Saturday"],"until":null,"count":10}.'
        : null),
    {
      example: '{"freq":"weekly","interval":1,"by_weekday":["Saturday"],"until":null,"count":10}',
    },
  ),
  clear: formField(clearProblem, {
    example: 'link_text,link_url,pdf',
    description: 'PATCH only: fields to empty on purpose',
  }),
});

/** POST /events: `clear` is not read. */
export const newEventSchema = eventChangesSchema.shape({
  title: title.defined('title is required.'),
  description: description.defined('description is required.'),
  event_start: eventStart.defined('event_start is required.'),
});

export const occurrenceChangeSchema = payload({
  status: field<EventStatus>(oneOf('status', EVENT_STATUSES), { enum: EVENT_STATUSES }),
  status_note: field<string | null | undefined>(
    textOrNull('status_note', EVENT_STATUS_NOTE_MAX_LENGTH),
    { nullable: true, maxLength: EVENT_STATUS_NOTE_MAX_LENGTH },
  ),
});
