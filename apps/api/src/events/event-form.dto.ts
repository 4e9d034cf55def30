import {
  DEFAULT_EVENT_CATEGORY,
  eventChangesSchema,
  eventDateTime,
  newEventSchema,
  parseClear,
  parseInstant,
  parseRecurrence,
  type EventClearableField,
  type EventImageFit,
  type EventRecurrence,
  type EventStatus,
} from '@furnace/contracts';
import { PayloadDto } from '../common/payload-dto';

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

/** PATCH /events/{id} text fields (multipart): rules in eventChangesSchema (@furnace/contracts). */
export class EventChangesDto extends PayloadDto(eventChangesSchema) {}

/** POST /events text fields: rules in newEventSchema (@furnace/contracts). */
export class NewEventDto extends PayloadDto(newEventSchema) {}

/** Form field names, as the browsers send them (docs/product.md §3). */
export const EVENT_FORM_FIELDS = Object.keys(newEventSchema.fields).filter(
  (name) => name !== 'clear',
);

/** PATCH also reads `clear` (docs/api.md "Events"). */
export const EVENT_CHANGE_FIELDS = Object.keys(eventChangesSchema.fields);

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
    startsAt:
      dto.event_start === undefined ? undefined : (eventDateTime(dto.event_start) as string),
    linkText: dto.link_text,
    linkUrl: dto.link_url,
    endsAt: dto.event_end === undefined ? undefined : (eventDateTime(dto.event_end) as string),
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
