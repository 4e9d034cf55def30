/** An event as the API returns it (docs/api.md). */
export interface MuseumEvent {
  id: number;
  title: string;
  description: string;
  category: string;
  /** Museum local date-time, YYYY-MM-DDTHH:MM:SS. */
  start_date: string;
  link_text: string;
  link_url: string;
  /** URL of the card image, e.g. /static/event_images/{id}. */
  image: string;
  /** URL of the event's PDF, or null when none was uploaded. */
  pdf: string | null;
}

/** docs/product.md §9: defaults for a new event. */
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

/** iCalendar (RFC 5545) feed of upcoming events, for "subscribe". */
export const EVENTS_CALENDAR_PATH = '/api/v1/events.ics';
/** One event as an .ics file, for an "Add to calendar" link. */
export const eventCalendarPath = (id: number | string) => `/api/v1/events/${id}/calendar.ics`;

/** Names of QR signs: lower-case letters and digits in hyphen-separated words, e.g. "north-gate". */
export const SIGN_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SIGN_NAME_MAX_LENGTH = 64;

/** A QR sign as GET /api/v1/signs lists it (signed-in only). */
export interface SignRecord {
  name: string;
  /** The PDF, e.g. /static/qr/north-gate.pdf */
  pdf: string;
  /** Printable QR code (SVG) for the sign, e.g. /api/v1/signs/north-gate/qr.svg */
  qr: string;
  /** The public address the QR code encodes: {PUBLIC_URL}/signs/{name} */
  url: string;
  size: number;
  updated_at: string;
}

/** PUT (multipart field `pdf`, bearer) creates or replaces a sign; DELETE removes it. */
export const signApiPath = (name: string) => `/api/v1/signs/${name}`;
export const signQrPath = (name: string) => `/api/v1/signs/${name}/qr.svg`;
