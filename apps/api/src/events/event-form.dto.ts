import { DEFAULT_EVENT_CATEGORY } from '@furnace/contracts';
import { isValidIsoDate, parseClockTime } from '@furnace/opening-hours';
import { Transform } from 'class-transformer';
import { MultiLine, Rule } from '../common/validation';

/** The columns a create or an edit may set (museum-local start as 'YYYY-MM-DDTHH:MM:SS'). */
export interface EventFields {
  title: string;
  description: string;
  category: string;
  startsAt: string;
  linkText: string;
  linkUrl: string;
}

/** Form field names, as the browsers send them (docs/product.md §3). */
export const EVENT_FORM_FIELDS = [
  'title',
  'description',
  'category',
  'event_start',
  'link_text',
  'link_url',
] as const;

/** Trimmed; a blank field is "no change" (docs/product.md §5: the admin sends only non-empty fields). */
const Blank = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() || undefined : value,
  );

const atMost = (name: string, max: number) => (value: unknown) =>
  typeof value === 'string' && value.length > max
    ? `${name} must be at most ${max} characters.`
    : null;

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
  event_start: (value: unknown) =>
    typeof value === 'string' && eventStart(value) === null
      ? `event_start must be a date and time on the museum's clock as YYYY-MM-DDTHH:MM:SS, e.g. 2026-07-04T10:00:00 (got "${value.slice(0, 40)}").`
      : null,
  link_text: atMost('link_text', 200),
  link_url: (value: unknown) =>
    atMost('link_url', 2000)(value) ??
    (typeof value === 'string' && !isSafeLink(value)
      ? 'link_url must be an http(s) address or a path on this site starting with "/".'
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

export function eventChanges(dto: EventChangesDto): Partial<EventFields> {
  const changes: Partial<EventFields> = {
    title: dto.title,
    description: dto.description,
    category: dto.category,
    startsAt: dto.event_start === undefined ? undefined : (eventStart(dto.event_start) as string),
    linkText: dto.link_text,
    linkUrl: dto.link_url,
  };
  for (const key of Object.keys(changes) as (keyof EventFields)[])
    if (changes[key] === undefined) delete changes[key];
  return changes;
}

export function newEvent(dto: NewEventDto): EventFields {
  const changes = eventChanges(dto);
  return {
    title: changes.title as string,
    description: changes.description as string,
    startsAt: changes.startsAt as string,
    category: changes.category ?? DEFAULT_EVENT_CATEGORY,
    linkText: changes.linkText ?? '',
    linkUrl: changes.linkUrl ?? '',
  };
}
