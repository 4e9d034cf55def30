/** An event as the API returns it (DESIGN.md "Contract with the browsers"). */
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

/** SPEC section 9: defaults for a new event. */
export const DEFAULT_EVENT_CATEGORY = 'Default Category';
export const DEFAULT_EVENT_LINK_URL = 'https://example.org/';

/** SPEC section 3: what a card shows when a field is missing. */
export const EVENT_FALLBACKS = {
  title: 'Event Unavailable',
  date: 'Date TBD',
  description: 'Description Unavailable',
} as const;

export const eventImagePath = (id: number | string) => `/static/event_images/${id}`;
export const eventPdfPath = (id: number | string) => `/static/event_info/${id}.pdf`;
export const signPdfPath = (name: string) => `/static/qr/${name}.pdf`;
