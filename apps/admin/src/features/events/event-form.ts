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
  type EventImageFit,
  type EventRecurrence,
  type EventStatus,
  type Weekday,
} from '@furnace/contracts';
import * as Yup from 'yup';
import { museumInstant } from '../../components/museum-time';

/** The lifecycle fields both forms share (docs/api.md, "Events"), as typed. */
export interface LifecycleValues {
  /** The end: a date (optional, defaults to the start's) and a time; or "All day". */
  end_date: string;
  end_time: string;
  all_day: boolean;
  status: EventStatus;
  status_note: string;
  location: string;
  price_text: string;
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
}

export const emptyLifecycle: LifecycleValues = {
  end_date: '',
  end_time: '',
  all_day: false,
  status: 'scheduled',
  status_note: '',
  location: '',
  price_text: '',
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
};

export interface CreateEventValues extends LifecycleValues {
  title: string;
  description: string;
  date: string;
  time: string;
  link_text: string;
  image: File | null;
  pdf: File | null;
}

export const emptyEvent: CreateEventValues = {
  title: '',
  description: '',
  date: '',
  time: '',
  link_text: '',
  image: null,
  pdf: null,
  ...emptyLifecycle,
};

/** docs/product.md §5 and §9: the event's start is date + 'T' + time + ':00' (seconds always :00). */
export const toEventStart = (date: string, time: string) => `${date}T${time}:00`;

/** An all-day event starts at midnight (the API keeps a date-time) and ends at 23:59. */
const ALL_DAY_START = '00:00';
const ALL_DAY_END = '23:59';

/** The start as written (date-time), taking "All day" into account; '' without a date. */
export function startOf(values: Pick<CreateEventValues, 'date' | 'time' | 'all_day'>): string {
  if (!values.date) return '';
  return toEventStart(values.date, values.all_day ? ALL_DAY_START : values.time || ALL_DAY_START);
}

/** The end as written (`event_end`), or null when none was given. */
export function endOf(values: Pick<CreateEventValues, 'date' | 'all_day'> & LifecycleValues) {
  if (values.all_day)
    return values.end_date && values.end_date !== values.date
      ? toEventStart(values.end_date, ALL_DAY_END)
      : null;
  if (!values.end_time) return null;
  return toEventStart(values.end_date || values.date, values.end_time);
}

/** The repeat rule the form describes, or null for a single event (the start's weekday always in). */
export function toRecurrence(values: LifecycleValues, startDate: string): EventRecurrence | null {
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
export function toPublishAt(values: LifecycleValues): string | null {
  if (values.publish === 'draft') return EVENT_DRAFT_PUBLISH_AT;
  if (values.publish === 'later') return museumInstant(values.publish_at);
  return null;
}

/** The create payload (blank optional fields are left out by the api-client). */
export function toNewEvent(values: CreateEventValues): NewEvent {
  const start = startOf(values);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    event_start: start,
    link_text: values.link_text.trim(),
    image: values.image as File,
    pdf: values.pdf,
    event_end: endOf(values),
    all_day: values.all_day,
    status: values.status,
    status_note: values.status === 'scheduled' ? '' : values.status_note.trim(),
    image_alt: values.decorative ? '' : values.image_alt.trim(),
    image_fit: values.image_fit,
    location: values.location.trim(),
    price_text: values.price_text.trim(),
    link_url: values.link_url.trim(),
    publish_at: toPublishAt(values),
    recurrence: toRecurrence(values, values.date),
  };
}

const WHOLE = /^\d+$/;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

type Parent = CreateEventValues;
const parentOf = (context: Yup.TestContext) => context.parent as Parent;

/**
 * The lifecycle rules, shared by both forms; each message names what to fix, on the field to fix.
 * `requireAlt`: an image description is needed (create always; edit unless "decorative").
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
  location: payloadField(eventChangesSchema, 'location'),
  price_text: payloadField(eventChangesSchema, 'price_text'),
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
    if (parentOf(this).repeat === 'none') return true;
    return WHOLE.test(value ?? '') && Number(value) >= 1 && Number(value) <= 52;
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
    if (values.repeat === 'none' || values.ends !== 'count') return true;
    return (
      WHOLE.test(value ?? '') && Number(value) >= 1 && Number(value) <= RECURRENCE_MAX_OCCURRENCES
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
    is: true,
    then: (schema) => schema,
    otherwise: (schema) => schema.required(MESSAGES.required),
  }),
  link_text: payloadField(eventChangesSchema, 'link_text'),
  image: Yup.mixed<File>().nullable().required(MESSAGES.imageRequired),
  pdf: Yup.mixed<File>().nullable(),
  ...lifecycleRules,
});

/** The order the create form's fields appear in, to focus the first invalid one. */
export const CREATE_FIELD_ORDER = [
  'title',
  'date',
  'time',
  'end_date',
  'end_time',
  'description',
  'link_text',
  'image',
  'status_note',
  'location',
  'price_text',
  'link_url',
  'image_alt',
  'publish_at',
  'interval',
  'until',
  'count',
  'repeat',
] as const;

/** Synchronous check: the errors of `values` (to choose where focus goes after a failed submit). */
export function schemaErrors<V extends object>(
  schema: Yup.ObjectSchema<object>,
  values: V,
): Partial<Record<string, string>> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as { inner?: Array<{ path?: string; message: string }> }).inner ??
      [])
      if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    return errors;
  }
}
