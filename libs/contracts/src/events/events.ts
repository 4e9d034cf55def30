import type { Weekday } from '../shared/days';

/** docs/api.md, "Events" (pinned): an event's status. */
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed', 'rescheduled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** How a recurring event repeats (pinned). `until` is a museum date, inclusive. */
export interface EventRecurrence {
  freq: 'weekly' | 'monthly';
  /** Every `interval` weeks or months, 1 or more. */
  interval: number;
  /** Weekly: the days it happens. Monthly: [] = the start's day of the month, or [weekday] = the
   *  start's nth weekday (e.g. the 2nd Saturday of each month). Always includes the start's weekday. */
  by_weekday: Weekday[];
  until: string | null;
  count: number | null;
}

/**
 * The optional one-line texts a visitor reads on the card and the event page, with their longest
 * length (characters): each is '' when none and may be cleared. The API reads, checks, stores and
 * returns each by its name; a new one is a line here (and its column, and where it shows).
 */
export const EVENT_OPTIONAL_TEXTS = {
  location: 300,
  price_text: 200,
} as const;
export type EventOptionalText = keyof typeof EVENT_OPTIONAL_TEXTS;
const OPTIONAL_TEXT_NAMES = Object.keys(EVENT_OPTIONAL_TEXTS) as EventOptionalText[];

/** An event as the API returns it (docs/api.md pins every name), `location` and `price_text` included. */
export interface MuseumEvent extends Record<EventOptionalText, string> {
  id: number;
  title: string;
  description: string;
  category: string;
  /** Museum local date-time, YYYY-MM-DDTHH:MM:SS (for an occurrence, the occurrence's own). */
  start_date: string;
  /** Museum local date-time the event ends, or null (written as `event_end`). */
  end_date: string | null;
  all_day: boolean;
  status: EventStatus;
  /** Why it is cancelled/postponed/rescheduled (or the closure's reason), '' when none. */
  status_note: string;
  /** The image's description for screen readers; '' = decorative. */
  image_alt: string;
  link_text: string;
  link_url: string;
  /** e.g. /static/event_images/{id} */
  image: string;
  /** How the card shows the image: 'cover' crops to fill, 'contain' shows it whole (posters). */
  image_fit: EventImageFit;
  pdf: string | null;
  /** The instant the event becomes public; null = published. */
  publish_at: string | null;
  recurrence: EventRecurrence | null;
  /** The occurrence's own date (YYYY-MM-DD) in public listings; the start's date for a single event. */
  occurrence_date?: string;
}

export const EVENT_IMAGE_FITS = ['cover', 'contain'] as const;
export type EventImageFit = (typeof EVENT_IMAGE_FITS)[number];

/** Fields a PATCH may clear on purpose: `clear=link_text,link_url,pdf` (pinned in docs/api.md). */
export const EVENT_CLEARABLE_FIELDS = [
  'end_date',
  'status_note',
  'image_alt',
  ...OPTIONAL_TEXT_NAMES,
  'link_text',
  'link_url',
  'pdf',
  'publish_at',
  'recurrence',
] as const;
export type EventClearableField = (typeof EVENT_CLEARABLE_FIELDS)[number];

/** GET /api/v1/events?scope=past&page=N: past events, newest first, this many a page. */
export const PAST_EVENTS_PAGE_SIZE = 20;
/**
 * GET /api/v1/events: upcoming occurrences, this many a page (the next page's address in the
 * `Link` header, rel="next").
 */
export const UPCOMING_PAGE_SIZE = 50;
/** GET /api/v1/events?scope=all&page=N (the admin's list): this many events a page. */
export const ADMIN_EVENTS_PAGE_SIZE = 20;
export const EVENT_IMAGE_ALT_MAX_LENGTH = 300;
/** How far ahead an open-ended repeat is listed. */
export const RECURRENCE_HORIZON_DAYS = 366;
/** Most occurrences one series may have (count, or until within reach). */
export const RECURRENCE_MAX_OCCURRENCES = 400;

/** The badge a card, an event page and the admin show for a status other than scheduled. */
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  rescheduled: 'Rescheduled',
};

export const EVENT_STATUS_SCHEMA_ORG: Record<EventStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
};

export const ALL_DAY_TEXT = 'All day';

// docs/product.md §9: defaults for a new event.
export const DEFAULT_EVENT_CATEGORY = 'Default Category';
export const DEFAULT_EVENT_LINK_URL = 'https://example.org/';

/** docs/product.md §3: what a card shows when a field is missing. */
export const EVENT_FALLBACKS = {
  title: 'Event Unavailable',
  date: 'Date TBD',
  description: 'Description Unavailable',
} as const;

export const eventImagePath = (id: number | string) => `/static/event_images/${id}`;
export const eventPdfPath = (id: number | string) => `/static/event_info/${id}.pdf`;
export const signPdfPath = (name: string) => `/static/qr/${name}.pdf`;

/** Widths (px) the API stores each event image at, as WebP; `?w=` picks the nearest one up. */
export const EVENT_IMAGE_WIDTHS = [400, 800, 1600] as const;
export type EventImageWidth = (typeof EVENT_IMAGE_WIDTHS)[number];
/** What /static/event_images/{id} serves without `?w=`. */
export const DEFAULT_EVENT_IMAGE_WIDTH: EventImageWidth = 800;

/** A `srcset` for an event image, e.g. `<img src={image} srcSet={eventImageSrcSet(image)} sizes="...">`. */
export const eventImageSrcSet = (
  imageUrl: string,
  widths: readonly EventImageWidth[] = EVENT_IMAGE_WIDTHS,
) => widths.map((w) => `${imageUrl}?w=${w} ${w}w`).join(', ');

/** Whether an image URL is one the API stores and so can serve at other widths (`?w=`). */
export const isStoredEventImage = (imageUrl: string) => imageUrl.startsWith(eventImagePath(''));

export const EVENTS_CALENDAR_PATH = '/api/v1/events.ics';
export const eventCalendarPath = (id: number | string) => `/api/v1/events/${id}/calendar.ics`;

/** Names of QR signs: lower-case letters and digits in hyphen-separated words, e.g. "north-gate". */
export const SIGN_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SIGN_NAME_MAX_LENGTH = 64;

/** A QR sign as GET /api/v1/signs lists it (signed-in only). */
export interface SignRecord {
  name: string;
  /** e.g. /static/qr/north-gate.pdf, /api/v1/signs/north-gate/qr.svg */
  pdf: string;
  qr: string;
  /** The public address the QR code encodes: {PUBLIC_URL}/signs/{name} */
  url: string;
  size: number;
  updated_at: string;
  /** The sign's title on its readable page ('' when none was written). The API always sends it
   *  (optional in the type only so that older fakes still type-check). */
  title?: string;
  /** A short plain text under the title ('' when none); always sent by the API, as `title`. */
  summary?: string;
}

export const signQrPath = (name: string) => `/api/v1/signs/${name}/qr.svg`;

/** The lifecycle fields of an event created before they existed, or with none of them given. */
export const EVENT_LIFECYCLE_DEFAULTS = {
  end_date: null,
  all_day: false,
  status: 'scheduled',
  status_note: '',
  image_alt: '',
  ...(Object.fromEntries(OPTIONAL_TEXT_NAMES.map((name) => [name, ''])) as Record<
    EventOptionalText,
    ''
  >),
  image_fit: 'cover',
  publish_at: null,
  recurrence: null,
} as const satisfies Partial<MuseumEvent>;

export const EVENT_STATUS_NOTE_MAX_LENGTH = 500;

/** The header of GET /api/v1/events?scope=past&page=N giving the number of past occurrences in all. */
export const EVENTS_TOTAL_COUNT_HEADER = 'X-Total-Count';

/** One event for its page: the series, or one occurrence of it (`?date=YYYY-MM-DD`). 404 for a draft to the public. */
export const eventDetailsPath = (id: number | string, date?: string) =>
  `/api/v1/events/${id}/details${date ? `?date=${date}` : ''}`;

/** Every occurrence of one event (own dates and status), in date order; 404 for a draft to the public. */
export const eventOccurrencesPath = (id: number | string) => `/api/v1/events/${id}/occurrences`;

/** PUT {status, status_note} (editor) gives one occurrence its own status; DELETE takes it back to the event's. */
export const eventOccurrencePath = (id: number | string, date: string) =>
  `/api/v1/events/${id}/occurrences/${date}`;

export const SIGN_TITLE_MAX_LENGTH = 120;
export const SIGN_SUMMARY_MAX_LENGTH = 600;

/** GET /api/v1/signs/{name} (public): what the readable /signs/{name} page shows. */
export interface SignPage {
  name: string;
  title: string;
  summary: string;
  pdf: string;
}
