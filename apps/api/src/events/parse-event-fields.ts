import { BadRequestException } from '@nestjs/common';
import { DEFAULT_EVENT_CATEGORY } from '@furnace/contracts';
import { isValidIsoDate, parseClockTime } from '@furnace/opening-hours';

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
type FormFields = Partial<Record<string, string>>;

const LIMITS = {
  title: 200,
  description: 10_000,
  category: 100,
  link_text: 200,
  link_url: 2000,
} as const;

/** POST: title, description and event_start are required; the rest have defaults. */
export function parseNewEvent(form: FormFields): EventFields {
  const changes = parseEventChanges(form);
  const { title, description, startsAt } = changes;
  if (title === undefined) throw new BadRequestException('title is required.');
  if (description === undefined) throw new BadRequestException('description is required.');
  if (startsAt === undefined) throw new BadRequestException('event_start is required.');
  return {
    title,
    description,
    startsAt,
    category: changes.category ?? DEFAULT_EVENT_CATEGORY,
    linkText: changes.linkText ?? '',
    linkUrl: changes.linkUrl ?? '',
  };
}

/**
 * PATCH (and the base of POST): a blank or missing field is "no change" (docs/product.md §5: the admin
 * sends only non-empty fields). Text is trimmed; every refusal is one clear 400 sentence.
 */
export function parseEventChanges(form: FormFields): Partial<EventFields> {
  const text = (name: keyof typeof LIMITS): string | undefined => {
    const value = form[name]?.trim();
    if (!value) return undefined;
    if (value.length > LIMITS[name])
      throw new BadRequestException(`${name} must be at most ${LIMITS[name]} characters.`);
    return value;
  };
  const changes: Partial<EventFields> = {
    title: text('title'),
    description: text('description'),
    category: text('category'),
    linkText: text('link_text'),
    linkUrl: text('link_url'),
  };
  const start = form.event_start?.trim();
  if (start) changes.startsAt = parseEventStart(start);
  if (changes.linkUrl !== undefined && !isSafeLink(changes.linkUrl)) {
    throw new BadRequestException(
      'link_url must be an http(s) address or a path on this site starting with "/".',
    );
  }
  for (const key of Object.keys(changes) as (keyof EventFields)[])
    if (changes[key] === undefined) delete changes[key];
  return changes;
}

/** 'YYYY-MM-DDTHH:MM[:SS]' on the museum's clock -> 'YYYY-MM-DDTHH:MM:SS'. */
export function parseEventStart(value: string): string {
  const match = /^([0-9]{4}-[0-9]{2}-[0-9]{2})T([0-9]{2}:[0-9]{2}(?::[0-9]{2})?)$/.exec(value);
  const time = match ? parseClockTime(match[2]) : null;
  const year = match ? Number(match[1].slice(0, 4)) : 0;
  if (!match || !isValidIsoDate(match[1]) || time === null || year < 1900 || year > 2999) {
    throw new BadRequestException(
      `event_start must be a date and time on the museum's clock as YYYY-MM-DDTHH:MM:SS, e.g. 2026-07-04T10:00:00 (got "${value.slice(0, 40)}").`,
    );
  }
  return `${match[1]}T${time}`;
}

/** The public site renders link_url as an href: no javascript:, data: or other schemes. */
function isSafeLink(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
