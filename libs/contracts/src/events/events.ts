import type { Weekday } from '../shared/days';

export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed', 'rescheduled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** How a recurring event repeats (pinned). `until` is a museum date, inclusive. */
export interface EventRecurrence {
  freq: 'weekly' | 'monthly';
  interval: number;
  /** Monthly: [] = the start's day of the month, [weekday] = the start's nth weekday. */
  by_weekday: Weekday[];
  until: string | null;
  count: number | null;
}

/** The optional one-line texts of the card and the event page, with their longest length. */
export const EVENT_OPTIONAL_TEXTS = {
  location: 300,
  price_text: 200,
} as const;
export type EventOptionalText = keyof typeof EVENT_OPTIONAL_TEXTS;
const OPTIONAL_TEXT_NAMES = Object.keys(EVENT_OPTIONAL_TEXTS) as EventOptionalText[];

/** An event as the API returns it (docs/api.md pins every name). */
export interface MuseumEvent extends Record<EventOptionalText, string> {
  id: number;
  title: string;
  description: string;
  category: string;
  /** Museum local YYYY-MM-DDTHH:MM:SS (for an occurrence, its own). */
  start_date: string;
  /** Written as `event_end`. */
  end_date: string | null;
  all_day: boolean;
  status: EventStatus;
  status_note: string;
  /** '' = decorative. */
  image_alt: string;
  link_text: string;
  link_url: string;
  image: string;
  image_fit: EventImageFit;
  pdf: string | null;
  /** null = published. */
  publish_at: string | null;
  recurrence: EventRecurrence | null;
  /** In public listings: the occurrence's own date. */
  occurrence_date?: string;
}

export const EVENT_IMAGE_FITS = ['cover', 'contain'] as const;
export type EventImageFit = (typeof EVENT_IMAGE_FITS)[number];

/** Fields a PATCH may clear on purpose (pinned). */
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

export const PAST_EVENTS_PAGE_SIZE = 20;
export const UPCOMING_PAGE_SIZE = 50;
export const ADMIN_EVENTS_PAGE_SIZE = 20;
export const EVENT_IMAGE_ALT_MAX_LENGTH = 300;
/** How far ahead an open-ended repeat is listed. */
export const RECURRENCE_HORIZON_DAYS = 366;
export const RECURRENCE_MAX_OCCURRENCES = 400;

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  rescheduled: 'Rescheduled',
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

export const eventImageSrcSet = (imageUrl: string, widths: readonly EventImageWidth[]) =>
  widths.map((w) => `${imageUrl}?w=${w} ${w}w`).join(', ');

/** Whether the API stores the image, and so serves it at other widths. */
export const isStoredEventImage = (imageUrl: string) => imageUrl.startsWith(eventImagePath(''));

export const EVENTS_CALENDAR_PATH = '/api/v1/events.ics';
export const eventCalendarPath = (id: number | string) => `/api/v1/events/${id}/calendar.ics`;

export const SIGN_NAME_MAX_LENGTH = 64;
/** e.g. "north-gate", at most SIGN_NAME_MAX_LENGTH characters. */
export const SIGN_NAME_PATTERN = new RegExp(
  `^(?=.{1,${SIGN_NAME_MAX_LENGTH}}$)[a-z0-9]+(-[a-z0-9]+)*$`,
);

/** A QR sign as GET /api/v1/signs lists it (signed-in only). */
export interface SignRecord {
  name: string;
  pdf: string;
  qr: string;
  /** What the QR code encodes: {PUBLIC_URL}/signs/{name} */
  url: string;
  size: number;
  updated_at: string;
  /** Always sent ('' when none); optional for older fakes. */
  title?: string;
  summary?: string;
}

export const signQrPath = (name: string) => `/api/v1/signs/${name}/qr.svg`;

/** The lifecycle fields of an event created with none of them (or before they existed). */
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

export const EVENTS_TOTAL_COUNT_HEADER = 'X-Total-Count';

export const SIGN_TITLE_MAX_LENGTH = 120;
export const SIGN_SUMMARY_MAX_LENGTH = 600;

export type SignPage = Required<Pick<SignRecord, 'name' | 'title' | 'summary' | 'pdf'>>;
