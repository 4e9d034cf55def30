import type { NewEvent } from '@furnace/api-client';
import {
  EVENT_DRAFT_PUBLISH_AT,
  EVENT_IMAGE_ALT_MAX_LENGTH,
  eventChangesSchema,
  EVENTS_ADMIN_TEXTS as T,
  MESSAGES,
  newEventSchema,
  payloadField,
  RECURRENCE_MAX_OCCURRENCES,
  WEEKDAYS,
  recurrenceProblem,
  weekdayOf,
  type EventOptionalText,
  type EventImageFit,
  type EventRecurrence,
  type EventStatus,
  type Weekday,
} from '@furnace/contracts';
import * as Yup from 'yup';
import { museumInstant } from '../../components/museum-time';

/** The optional texts visitors read (EVENT_OPTIONAL_TEXTS), as the form asks for them. */
export const OPTIONAL_TEXT_WORDS: Record<EventOptionalText, { label: string; hint: string }> = {
  location: { label: T.locationLabel, hint: T.locationHint },
  price_text: { label: T.priceLabel, hint: T.priceHint },
};
export const OPTIONAL_TEXTS = Object.keys(OPTIONAL_TEXT_WORDS) as EventOptionalText[];
export const optionalTexts = <V>(of: (name: EventOptionalText) => V) =>
  Object.fromEntries(OPTIONAL_TEXTS.map((name) => [name, of(name)])) as Record<
    EventOptionalText,
    V
  >;

/** The event form's values, to create or to edit (docs/product.md §5; docs/api.md, "Events"). */
export const emptyEvent = {
  title: '',
  description: '',
  date: '',
  time: '',
  link_text: '',
  /** The end: a date (optional, defaults to the start's) and a time; or "All day". */
  end_date: '',
  end_time: '',
  all_day: false,
  status: 'scheduled' as EventStatus,
  status_note: '',
  ...optionalTexts(() => ''),
  link_url: '',
  image_alt: '',
  /** Ticked: the image shows nothing a visitor needs, so it has no description (image_alt ''). */
  decorative: false,
  image_fit: 'cover' as EventImageFit,
  publish: 'now' as 'now' | 'draft' | 'later',
  /** A datetime-local value in the museum's clock, for publish 'later'. */
  publish_at: '',
  repeat: 'none' as 'none' | 'weekly' | 'monthly',
  interval: '1',
  /** Weekly: the days besides the start's own (always included). */
  weekdays: [] as Weekday[],
  /** Monthly: the same day of the month, or the same nth weekday (2nd Saturday). */
  monthly_by: 'day' as 'day' | 'weekday',
  ends: 'count' as 'never' | 'until' | 'count',
  until: '',
  count: '4',
  image: null as File | null,
  pdf: null as File | null,
  /** Edit: ticked on purpose to remove what is there (docs/api.md: `clear=`), never by leaving a field blank. */
  remove_pdf: false,
  remove_link_text: false,
  remove_link_url: false,
};
export type EventFormValues = typeof emptyEvent;

/** docs/product.md §5 and §9: date + 'T' + time + ':00'. All day runs from 00:00 to 23:59. */
const at = (date: string, time: string) => `${date}T${time}:00`;

/** The repeat rule the form describes, or null for a single event (the start's weekday always in). */
export function toRecurrence(values: EventFormValues): EventRecurrence | null {
  if (values.repeat === 'none' || !values.date) return null;
  const startDay = weekdayOf(values.date);
  const weekly = values.repeat === 'weekly';
  return {
    freq: values.repeat,
    interval: Number(values.interval),
    by_weekday: weekly
      ? WEEKDAYS.filter((day) => day === startDay || values.weekdays.includes(day))
      : values.monthly_by === 'weekday'
        ? [startDay]
        : [],
    until: values.ends === 'until' ? values.until : null,
    count: values.ends === 'count' ? Number(values.count) : null,
  };
}

/** The event in the API's fields: the create payload, and what an edit compares (blank: ''). */
export function toNewEvent(values: EventFormValues): NewEvent {
  const { date, time, all_day, end_date, end_time } = values;
  const text = (value: string, removed = false) => (removed ? '' : value.trim());
  return {
    title: text(values.title),
    description: text(values.description),
    event_start: all_day ? at(date, '00:00') : time && at(date, time),
    link_text: text(values.link_text, values.remove_link_text),
    all_day,
    event_end: all_day
      ? end_date && end_date !== date
        ? at(end_date, '23:59')
        : null
      : end_time
        ? at(end_date || date, end_time)
        : null,
    status: values.status,
    status_note: text(values.status_note, values.status === 'scheduled'),
    ...optionalTexts((name) => text(values[name])),
    link_url: text(values.link_url, values.remove_link_url),
    image_alt: text(values.image_alt, values.decorative),
    image_fit: values.image_fit,
    publish_at: {
      now: null,
      draft: EVENT_DRAFT_PUBLISH_AT,
      later: museumInstant(values.publish_at),
    }[values.publish],
    recurrence: toRecurrence(values),
    image: values.image as File,
    pdf: values.pdf,
  };
}

const wholeUpTo = (max: number, value = '') => /^\d+$/.test(value) && +value >= 1 && +value <= max;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** A rule that reads the other values: `check` answers true, false (`message`) or another message. */
const rule = (
  message: string,
  check: (value: string, values: EventFormValues) => boolean | string,
) =>
  Yup.string().test('rule', message, function (value) {
    const answer = check(value ?? '', this.parent as EventFormValues);
    return typeof answer === 'string' ? this.createError({ message: answer }) : answer;
  });
const repeatEnds = (values: EventFormValues, ends: string) =>
  values.repeat !== 'none' && values.ends === ends;

/** An edit's rules, which the create form shares; each message is on the field to fix. */
export const editEventSchema = Yup.object({
  end_date: rule(T.endBeforeStart, (value, { date }) => !value || !date || value >= date),
  end_time: rule(
    T.endBeforeStart,
    (value, { date, time, end_date, all_day }) =>
      !value || all_day || !date || !time || `${end_date || date}T${value}` > `${date}T${time}`,
  ),
  // The API's limits, with its sentences (eventChangesSchema in contracts).
  status_note: payloadField(eventChangesSchema, 'status_note'),
  ...optionalTexts((name) => payloadField(eventChangesSchema, name)),
  image_alt: rule(
    T.imageAltRequired,
    (value, { decorative }) =>
      decorative ||
      (!!value.trim() && (value.length <= EVENT_IMAGE_ALT_MAX_LENGTH || T.imageAltTooLong)),
  ),
  link_url: rule(T.linkUrlInvalid, (value) => !value.trim() || URL_PATTERN.test(value.trim())),
  publish_at: rule(
    T.publishAtRequired,
    (value, { publish }) => publish !== 'later' || museumInstant(value) !== null,
  ),
  interval: rule(
    T.intervalInvalid,
    (value, { repeat }) => repeat === 'none' || wholeUpTo(52, value),
  ),
  until: rule(T.untilRequired, (value, values) => {
    if (!repeatEnds(values, 'until')) return true;
    return !!value && (!values.date || value >= values.date || T.untilBeforeStart);
  }),
  count: rule(
    T.countInvalid(RECURRENCE_MAX_OCCURRENCES),
    (value, values) => !repeatEnds(values, 'count') || wholeUpTo(RECURRENCE_MAX_OCCURRENCES, value),
  ),
  // The API's own check, in case a rule above missed something: its sentence names the field.
  repeat: rule('', (_, values) => {
    const recurrence = toRecurrence(values);
    return !recurrence || (recurrenceProblem(values.date, recurrence) ?? true);
  }),
});

/** docs/product.md §5 "Create event": title, description, date and time required; image required. */
export const createEventSchema = editEventSchema.shape({
  title: payloadField(newEventSchema, 'title').required(MESSAGES.required),
  description: payloadField(newEventSchema, 'description').required(MESSAGES.required),
  date: Yup.string().required(MESSAGES.required),
  time: rule(MESSAGES.required, (value, { all_day }) => all_day || value !== ''),
  link_text: payloadField(eventChangesSchema, 'link_text'),
  image: Yup.mixed<File>().nullable().required(MESSAGES.imageRequired),
});
