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
const OPTIONAL_TEXT_WORDS: Record<EventOptionalText, { label: string; hint: string }> = {
  location: { label: T.locationLabel, hint: T.locationHint },
  price_text: { label: T.priceLabel, hint: T.priceHint },
};
export const OPTIONAL_TEXTS = Object.entries(OPTIONAL_TEXT_WORDS).map(([name, words]) => ({
  name: name as EventOptionalText,
  ...words,
}));
const optionalTexts = <T>(value: (name: EventOptionalText) => T) =>
  Object.fromEntries(OPTIONAL_TEXTS.map(({ name }) => [name, value(name)])) as Record<
    EventOptionalText,
    T
  >;

/** Radio or select options from their labels, in the labels' order. */
export const choices = <V extends string>(labels: Record<V, string>) =>
  (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));

/** The event form, to create or to edit (docs/product.md §5; docs/api.md, "Events"). */
export interface EventFormValues extends Record<EventOptionalText, string> {
  title: string;
  description: string;
  date: string;
  time: string;
  link_text: string;
  /** The end: a date (optional, defaults to the start's) and a time; or "All day". */
  end_date: string;
  end_time: string;
  all_day: boolean;
  status: EventStatus;
  status_note: string;
  link_url: string;
  image_alt: string;
  /** Ticked: the image shows nothing a visitor needs, so it has no description (image_alt ''). */
  decorative: boolean;
  image_fit: EventImageFit;
  publish: 'now' | 'draft' | 'later';
  /** A datetime-local value in the museum's clock, for publish 'later'. */
  publish_at: string;
  repeat: 'none' | 'weekly' | 'monthly';
  interval: string;
  /** Weekly: the days besides the start's own (always included). */
  weekdays: Weekday[];
  /** Monthly: the same day of the month, or the same nth weekday (2nd Saturday). */
  monthly_by: 'day' | 'weekday';
  ends: 'never' | 'until' | 'count';
  until: string;
  count: string;
  image: File | null;
  pdf: File | null;
  /** Edit: ticked on purpose to remove what is there (docs/api.md: `clear=`), never by leaving a field blank. */
  remove_pdf: boolean;
  remove_link_text: boolean;
  remove_link_url: boolean;
}

export const emptyEvent: EventFormValues = {
  title: '',
  description: '',
  date: '',
  time: '',
  link_text: '',
  end_date: '',
  end_time: '',
  all_day: false,
  status: 'scheduled',
  status_note: '',
  ...optionalTexts(() => ''),
  link_url: '',
  image_alt: '',
  decorative: false,
  image_fit: 'cover',
  publish: 'now',
  publish_at: '',
  repeat: 'none',
  interval: '1',
  weekdays: [],
  monthly_by: 'day',
  ends: 'count',
  until: '',
  count: '4',
  image: null,
  pdf: null,
  remove_pdf: false,
  remove_link_text: false,
  remove_link_url: false,
};

/** docs/product.md §5 and §9: the event's start is date + 'T' + time + ':00' (seconds always :00). */
export const toEventStart = (date: string, time: string) => `${date}T${time}:00`;

/** An all-day event starts at midnight (the API keeps a date-time) and ends at 23:59. */
const ALL_DAY_START = '00:00';
const ALL_DAY_END = '23:59';

/** The start as written (date-time), taking "All day" into account; '' without a date. */
export function startOf(values: Pick<EventFormValues, 'date' | 'time' | 'all_day'>): string {
  if (!values.date) return '';
  return toEventStart(values.date, values.all_day ? ALL_DAY_START : values.time || ALL_DAY_START);
}

/** The end as written (`event_end`), or null when none was given. */
export function endOf(values: EventFormValues) {
  if (values.all_day)
    return values.end_date && values.end_date !== values.date
      ? toEventStart(values.end_date, ALL_DAY_END)
      : null;
  if (!values.end_time) return null;
  return toEventStart(values.end_date || values.date, values.end_time);
}

/** The repeat rule the form describes, or null for a single event (the start's weekday always in). */
export function toRecurrence(values: EventFormValues, startDate: string): EventRecurrence | null {
  if (values.repeat === 'none' || !startDate) return null;
  const startDay = weekdayOf(startDate);
  const by_weekday: Weekday[] =
    values.repeat === 'weekly'
      ? WEEKDAYS.filter((day) => day === startDay || values.weekdays.includes(day))
      : values.monthly_by === 'weekday'
        ? [startDay]
        : [];
  return {
    freq: values.repeat,
    interval: Number(values.interval),
    by_weekday,
    until: values.ends === 'until' ? values.until : null,
    count: values.ends === 'count' ? Number(values.count) : null,
  };
}

/** The instant publish_at is written as: null (now), the draft instant, or the chosen time. */
export function toPublishAt(values: EventFormValues): string | null {
  if (values.publish === 'draft') return EVENT_DRAFT_PUBLISH_AT;
  if (values.publish === 'later') return museumInstant(values.publish_at);
  return null;
}

/** The create payload (blank optional fields are left out by the api-client). */
export function toNewEvent(values: EventFormValues): NewEvent {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    event_start: startOf(values),
    link_text: values.link_text.trim(),
    image: values.image as File,
    pdf: values.pdf,
    event_end: endOf(values),
    all_day: values.all_day,
    status: values.status,
    status_note: values.status === 'scheduled' ? '' : values.status_note.trim(),
    image_alt: values.decorative ? '' : values.image_alt.trim(),
    image_fit: values.image_fit,
    ...optionalTexts((name) => values[name].trim()),
    link_url: values.link_url.trim(),
    publish_at: toPublishAt(values),
    recurrence: toRecurrence(values, values.date),
  };
}

/** A whole number from 1 to `max`, as typed. */
const wholeUpTo = (max: number, value = '') => /^\d+$/.test(value) && +value >= 1 && +value <= max;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

const parentOf = (context: Yup.TestContext) => context.parent as EventFormValues;

/**
 * The rules both forms share (an edit's blank title, date and time keep their values); each
 * message names what to fix, on the field to fix.
 */
export const lifecycleRules = {
  end_date: Yup.string().test('end-date', T.endBeforeStart, function (value) {
    const { date } = parentOf(this);
    return !value || !date || value >= date;
  }),
  end_time: Yup.string().test('end-time', T.endBeforeStart, function (value) {
    const values = parentOf(this);
    if (!value || values.all_day || !values.date || !values.time) return true;
    return `${values.end_date || values.date}T${value}` > `${values.date}T${values.time}`;
  }),
  // The API's limits, with its sentences (eventChangesSchema in contracts).
  status_note: payloadField(eventChangesSchema, 'status_note'),
  ...optionalTexts((name) => payloadField(eventChangesSchema, name)),
  image_alt: Yup.string()
    .test('alt-required', T.imageAltRequired, function (value) {
      return parentOf(this).decorative || Boolean(value?.trim());
    })
    .test('alt-length', T.imageAltTooLong, function (value) {
      return parentOf(this).decorative || (value ?? '').length <= EVENT_IMAGE_ALT_MAX_LENGTH;
    }),
  link_url: Yup.string().test(
    'url',
    T.linkUrlInvalid,
    (value) => !value?.trim() || URL_PATTERN.test(value.trim()),
  ),
  publish_at: Yup.string().test('publish-at', T.publishAtRequired, function (value) {
    return parentOf(this).publish !== 'later' || museumInstant(value ?? '') !== null;
  }),
  interval: Yup.string().test('interval', T.intervalInvalid, function (value) {
    return parentOf(this).repeat === 'none' || wholeUpTo(52, value);
  }),
  until: Yup.string().test('until', T.untilRequired, function (value) {
    const values = parentOf(this);
    if (values.repeat === 'none' || values.ends !== 'until') return true;
    if (!value) return false;
    if (values.date && value < values.date)
      return this.createError({ message: T.untilBeforeStart });
    return true;
  }),
  count: Yup.string().test('count', T.countInvalid(RECURRENCE_MAX_OCCURRENCES), function (value) {
    const values = parentOf(this);
    return (
      values.repeat === 'none' ||
      values.ends !== 'count' ||
      wholeUpTo(RECURRENCE_MAX_OCCURRENCES, value)
    );
  }),
  // The API's own check, in case a rule above missed something: its sentence names the field.
  repeat: Yup.string().test('recurrence', function () {
    const values = parentOf(this);
    const recurrence = toRecurrence(values, values.date);
    if (!recurrence || !values.date) return true;
    const problem = recurrenceProblem(values.date, recurrence);
    return problem ? this.createError({ message: problem }) : true;
  }),
};

/** docs/product.md §5 "Create event": title, description, date and time required; image required. */
export const createEventSchema = Yup.object({
  title: payloadField(newEventSchema, 'title').required(MESSAGES.required),
  description: payloadField(newEventSchema, 'description').required(MESSAGES.required),
  date: Yup.string().required(MESSAGES.required),
  time: Yup.string().when('all_day', {
    is: false,
    then: (schema) => schema.required(MESSAGES.required),
  }),
  link_text: payloadField(eventChangesSchema, 'link_text'),
  image: Yup.mixed<File>().nullable().required(MESSAGES.imageRequired),
  pdf: Yup.mixed<File>().nullable(),
  ...lifecycleRules,
});

/**
 * After a failed submit, focus the first field (in the page's order) with an error, so keyboard
 * and screen-reader users land on the problem.
 */
export function focusFirstError(form: HTMLFormElement, idPrefix: string, errors: object) {
  const fieldOf = (element: HTMLInputElement) =>
    element.name || element.id.slice(idPrefix.length + 1);
  Array.from(form.querySelectorAll<HTMLInputElement>('input, textarea, select'))
    .find((element) => fieldOf(element) in errors)
    ?.focus();
}
