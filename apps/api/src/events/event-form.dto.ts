import {
  DEFAULT_EVENT_CATEGORY,
  EVENT_LIFECYCLE_DEFAULTS,
  eventChangesSchema,
  eventDateTime,
  newEventSchema,
  occurrenceChangeSchema,
  parseClear,
  parseInstant,
  parseRecurrence,
  type MuseumEvent,
} from '@furnace/contracts';
import { PayloadDto } from '../common/payload-dto';

/** What a create or an edit sets, museum-local date-times as 'YYYY-MM-DDTHH:MM:SS'. */
export type EventFields = Omit<MuseumEvent, 'id' | 'image' | 'pdf' | 'occurrence_date'>;

/** A PATCH: the fields it sets (cleared ones at their empty value) and whether the PDF goes. */
export type EventChanges = ReturnType<typeof eventChanges>;

export class EventChangesDto extends PayloadDto(eventChangesSchema) {}
export class NewEventDto extends PayloadDto(newEventSchema) {}
export class OccurrenceChangeDto extends PayloadDto(occurrenceChangeSchema) {}

/** Form field names, as the browsers send them (docs/product.md §3); PATCH also reads `clear`. */
const EVENT_CHANGE_FIELDS = Object.keys(eventChangesSchema.fields);
export const EVENT_FORM_FIELDS = EVENT_CHANGE_FIELDS.filter((name) => name !== 'clear');

/** Every field an event stores, in the payload schema's order (event_start is start_date). */
export const EVENT_FIELDS = EVENT_FORM_FIELDS.map((name) =>
  name === 'event_start' ? 'start_date' : name === 'event_end' ? 'end_date' : name,
) as (keyof EventFields)[];

/** A new event's values for what its form left out. */
const NEW_EVENT: Omit<EventFields, 'title' | 'description' | 'start_date'> = {
  ...EVENT_LIFECYCLE_DEFAULTS,
  category: DEFAULT_EVENT_CATEGORY,
  link_text: '',
  link_url: '',
};

/** The fields a valid form sets (those not given left out). */
function givenFields(form: EventChangesDto): Partial<EventFields> {
  const { event_start, event_end, all_day, publish_at, recurrence, clear: _clear, ...same } = form;
  const given = <T, R>(value: T | undefined, read: (value: T) => R) =>
    value === undefined ? undefined : read(value);
  const fields: Partial<EventFields> = {
    ...same,
    start_date: given(event_start, (text) => eventDateTime(text) as string),
    end_date: given(event_end, (text) => eventDateTime(text) as string),
    all_day: given(all_day, (text) => text === 'true'),
    publish_at: given(publish_at, (text) => text && (parseInstant(text) as Date).toISOString()),
    recurrence: given(recurrence, parseRecurrence),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export function eventChanges(form: EventChangesDto) {
  const cleared = form.clear ? (parseClear(form.clear) ?? []) : [];
  // A cleared field takes a new event's value: '' for text, null for the rest.
  const fields: Partial<EventFields> = {};
  for (const name of cleared)
    if (name !== 'pdf') Object.assign(fields, { [name]: NEW_EVENT[name] });
  return { fields: { ...fields, ...givenFields(form) }, removePdf: cleared.includes('pdf') };
}

export function newEvent(form: NewEventDto): EventFields {
  return { ...NEW_EVENT, ...givenFields(form) } as EventFields;
}
