import {
  DEFAULT_EVENT_CATEGORY,
  EVENT_CLEARABLE_FIELDS,
  EVENT_IMAGE_ALT_MAX_LENGTH,
  EVENT_IMAGE_FITS,
  EVENT_LOCATION_MAX_LENGTH,
  EVENT_PRICE_TEXT_MAX_LENGTH,
  EVENT_STATUS_NOTE_MAX_LENGTH,
  EVENT_STATUSES,
  type EventClearableField,
  type EventImageFit,
  type EventRecurrence,
  type EventStatus,
} from '@furnace/contracts';
import { isValidIsoDate, parseClockTime } from '@furnace/opening-hours';
import { Transform } from 'class-transformer';
import { parseInstant } from '../common/instant';
import { MultiLine, Rule } from '../common/validation';

/** The columns a create or an edit may set (museum-local date-times as 'YYYY-MM-DDTHH:MM:SS'). */
export interface EventFields {
  title: string;
  description: string;
  category: string;
  startsAt: string;
  linkText: string;
  linkUrl: string;
  endsAt: string | null;
  allDay: boolean;
  status: EventStatus;
  statusNote: string;
  imageAlt: string;
  location: string;
  priceText: string;
  imageFit: EventImageFit;
  /** An ISO instant, or null = published. */
  publishAt: string | null;
  recurrence: EventRecurrence | null;
}

/** A PATCH: the fields it sets (cleared ones included, at their empty value) and whether the PDF goes. */
export interface EventChanges {
  fields: Partial<EventFields>;
  removePdf: boolean;
}

/** Form field names, as the browsers send them (docs/product.md §3). */
export const EVENT_FORM_FIELDS = [
  'title',
  'description',
  'category',
  'event_start',
  'link_text',
  'link_url',
  'event_end',
  'all_day',
  'status',
  'status_note',
  'image_alt',
  'location',
  'price_text',
  'image_fit',
  'publish_at',
  'recurrence',
] as const;

/** PATCH also reads `clear` (docs/api.md "Events"). */
export const EVENT_CHANGE_FIELDS = [...EVENT_FORM_FIELDS, 'clear'] as const;

/** Trimmed; a blank field is "no change" (docs/product.md §5: the admin sends only non-empty fields). */
const Blank = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() || undefined : value,
  );

const atMost = (name: string, max: number) => (value: unknown) =>
  typeof value === 'string' && value.length > max
    ? `${name} must be at most ${max} characters.`
    : null;

/** publish_at: trimmed; empty means "published" (null), which is a value, not "no change". */
const EmptyIsNull = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() || null : value,
  );

const oneOf = (name: string, allowed: readonly string[]) => (value: unknown) =>
  typeof value === 'string' && !allowed.includes(value)
    ? `${name} must be one of ${allowed.join(', ')} (got "${value.slice(0, 40)}").`
    : null;

const localDateTime = (name: string) => (value: unknown) =>
  typeof value === 'string' && eventStart(value) === null
    ? `${name} must be a date and time on the museum's clock as YYYY-MM-DDTHH:MM:SS, e.g. 2026-07-04T10:00:00 (got "${value.slice(0, 40)}").`
    : null;

/** The form's `recurrence` (a JSON string) as an object with the rule's keys only, or null. */
export function parseRecurrence(value: string): EventRecurrence | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { freq, interval, by_weekday, until, count } = parsed as Record<string, unknown>;
  return { freq, interval, by_weekday, until, count } as EventRecurrence;
}

/** Which form field a clearable name stands for (the PDF is a file, checked by the controller). */
const CLEARED_FIELD: Record<EventClearableField, string> = {
  end_date: 'event_end',
  status_note: 'status_note',
  image_alt: 'image_alt',
  location: 'location',
  price_text: 'price_text',
  link_text: 'link_text',
  link_url: 'link_url',
  pdf: 'pdf',
  publish_at: 'publish_at',
  recurrence: 'recurrence',
};

/** `clear=a,b,c` -> the names, or null when one is not clearable. */
export function parseClear(value: string): EventClearableField[] | null {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.every((name) => (EVENT_CLEARABLE_FIELDS as readonly string[]).includes(name))
    ? (names as EventClearableField[])
    : null;
}

function clearProblem(value: unknown, form: Record<string, unknown>): string | null {
  if (typeof value !== 'string') return null;
  const names = parseClear(value);
  if (!names) {
    const bad = value
      .split(',')
      .map((name) => name.trim())
      .find((name) => name && !(EVENT_CLEARABLE_FIELDS as readonly string[]).includes(name));
    return `clear names fields to empty, from ${EVENT_CLEARABLE_FIELDS.join(', ')} (got "${String(bad).slice(0, 40)}").`;
  }
  const both = names.find(
    (name) => form[CLEARED_FIELD[name]] !== undefined && form[CLEARED_FIELD[name]] !== null,
  );
  return both ? `${CLEARED_FIELD[both]} is both given and cleared; send one or the other.` : null;
}

/** 'YYYY-MM-DDTHH:MM[:SS]' on the museum's clock -> 'YYYY-MM-DDTHH:MM:SS', or null. */
function eventStart(value: string): string | null {
  const match = /^([0-9]{4}-[0-9]{2}-[0-9]{2})T([0-9]{2}:[0-9]{2}(?::[0-9]{2})?)$/.exec(value);
  const time = match ? parseClockTime(match[2]) : null;
  const year = match ? Number(match[1].slice(0, 4)) : 0;
  if (!match || !isValidIsoDate(match[1]) || time === null || year < 1900 || year > 2999)
    return null;
  return `${match[1]}T${time}`;
}

/**
 * The public site renders link_url as an href and the .ics carries it as URL: no javascript:,
 * data: or other schemes, and nothing a URL parser would quietly drop or reinterpret (line
 * breaks, tabs, spaces, backslashes: `/\\evil.example` is another host to a browser).
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

/** Each field's rule (undefined: blank, no change), with the texts of docs/api.md. */
const CHECKS = {
  title: atMost('title', 200),
  description: atMost('description', 10_000),
  category: atMost('category', 100),
  event_start: localDateTime('event_start'),
  link_text: atMost('link_text', 200),
  link_url: (value: unknown) =>
    atMost('link_url', 2000)(value) ??
    (typeof value === 'string' && !isSafeLink(value)
      ? 'link_url must be an http(s) address or a path on this site starting with "/".'
      : null),
  event_end: localDateTime('event_end'),
  all_day: oneOf('all_day', ['true', 'false']),
  status: oneOf('status', EVENT_STATUSES),
  status_note: atMost('status_note', EVENT_STATUS_NOTE_MAX_LENGTH),
  image_alt: atMost('image_alt', EVENT_IMAGE_ALT_MAX_LENGTH),
  location: atMost('location', EVENT_LOCATION_MAX_LENGTH),
  price_text: atMost('price_text', EVENT_PRICE_TEXT_MAX_LENGTH),
  image_fit: oneOf('image_fit', EVENT_IMAGE_FITS),
  publish_at: (value: unknown) =>
    typeof value === 'string' && parseInstant(value) === null
      ? `publish_at must be an instant with its offset, e.g. 2026-07-01T09:00:00-04:00 or 2026-07-01T13:00:00Z, or empty for "published" (got "${value.slice(0, 40)}").`
      : null,
  recurrence: (value: unknown) =>
    atMost('recurrence', 2000)(value) ??
    (typeof value === 'string' && parseRecurrence(value) === null
      ? 'recurrence must be a JSON object {"freq", "interval", "by_weekday", "until", "count"}, e.g. {"freq":"weekly","interval":1,"by_weekday":["Saturday"],"until":null,"count":10}.'
      : null),
};

type Field = keyof typeof CHECKS;

/** A field's rule; `required` adds "{field} is required." for a blank one (POST). */
const Field = (name: Field, required = false) =>
  Rule(required ? `${name}Required` : name, (value) =>
    required && value === undefined ? `${name} is required.` : CHECKS[name](value),
  );

/** PATCH /events/{id} text fields (multipart): each optional, blank = unchanged. */
export class EventChangesDto {
  @Blank()
  @Field('title')
  title?: string;

  @MultiLine()
  @Blank()
  @Field('description')
  description?: string;

  @Blank()
  @Field('category')
  category?: string;

  @Blank()
  @Field('event_start')
  event_start?: string;

  @Blank()
  @Field('link_text')
  link_text?: string;

  @Blank()
  @Field('link_url')
  link_url?: string;

  @Blank()
  @Field('event_end')
  event_end?: string;

  @Blank()
  @Field('all_day')
  all_day?: string;

  @Blank()
  @Field('status')
  status?: string;

  @Blank()
  @Field('status_note')
  status_note?: string;

  @Blank()
  @Field('image_alt')
  image_alt?: string;

  @Blank()
  @Field('location')
  location?: string;

  @Blank()
  @Field('price_text')
  price_text?: string;

  @Blank()
  @Field('image_fit')
  image_fit?: string;

  @EmptyIsNull()
  @Field('publish_at')
  publish_at?: string | null;

  @Blank()
  @Field('recurrence')
  recurrence?: string;

  /** PATCH only (POST does not read it): fields to empty on purpose, e.g. `link_text,link_url,pdf`. */
  @Blank()
  @Rule('clear', clearProblem)
  clear?: string;
}

/**
 * POST /events text fields: title, description and event_start are required. (A subclass's rule
 * for a property replaces the parent's, so each required field's rule includes its own check.)
 */
export class NewEventDto extends EventChangesDto {
  @Blank()
  @Field('title', true)
  declare title?: string;

  @MultiLine()
  @Blank()
  @Field('description', true)
  declare description?: string;

  @Blank()
  @Field('event_start', true)
  declare event_start?: string;
}

const CLEARED_VALUE: Record<Exclude<EventClearableField, 'pdf'>, Partial<EventFields>> = {
  end_date: { endsAt: null },
  status_note: { statusNote: '' },
  image_alt: { imageAlt: '' },
  location: { location: '' },
  price_text: { priceText: '' },
  link_text: { linkText: '' },
  link_url: { linkUrl: '' },
  publish_at: { publishAt: null },
  recurrence: { recurrence: null },
};

/** The fields a valid form sets (undefined: not given, no change). */
function givenFields(dto: EventChangesDto): Partial<EventFields> {
  const fields: Partial<EventFields> = {
    title: dto.title,
    description: dto.description,
    category: dto.category,
    startsAt: dto.event_start === undefined ? undefined : (eventStart(dto.event_start) as string),
    linkText: dto.link_text,
    linkUrl: dto.link_url,
    endsAt: dto.event_end === undefined ? undefined : (eventStart(dto.event_end) as string),
    allDay: dto.all_day === undefined ? undefined : dto.all_day === 'true',
    status: dto.status as EventStatus | undefined,
    statusNote: dto.status_note,
    imageAlt: dto.image_alt,
    location: dto.location,
    priceText: dto.price_text,
    imageFit: dto.image_fit as EventImageFit | undefined,
    publishAt:
      dto.publish_at === undefined
        ? undefined
        : dto.publish_at === null
          ? null
          : (parseInstant(dto.publish_at) as Date).toISOString(),
    recurrence: dto.recurrence === undefined ? undefined : parseRecurrence(dto.recurrence),
  };
  for (const key of Object.keys(fields) as (keyof EventFields)[])
    if (fields[key] === undefined) delete fields[key];
  return fields;
}

export function eventChanges(dto: EventChangesDto): EventChanges {
  const cleared = dto.clear ? (parseClear(dto.clear) ?? []) : [];
  const fields: Partial<EventFields> = {};
  for (const name of cleared) if (name !== 'pdf') Object.assign(fields, CLEARED_VALUE[name]);
  return { fields: { ...fields, ...givenFields(dto) }, removePdf: cleared.includes('pdf') };
}

export function newEvent(dto: NewEventDto): EventFields {
  const given = givenFields(dto);
  return {
    title: given.title as string,
    description: given.description as string,
    startsAt: given.startsAt as string,
    category: given.category ?? DEFAULT_EVENT_CATEGORY,
    linkText: given.linkText ?? '',
    linkUrl: given.linkUrl ?? '',
    endsAt: given.endsAt ?? null,
    allDay: given.allDay ?? false,
    status: given.status ?? 'scheduled',
    statusNote: given.statusNote ?? '',
    imageAlt: given.imageAlt ?? '',
    location: given.location ?? '',
    priceText: given.priceText ?? '',
    imageFit: given.imageFit ?? 'cover',
    publishAt: given.publishAt ?? null,
    recurrence: given.recurrence ?? null,
  };
}
