import {
  EVENT_LIFECYCLE_DEFAULTS,
  type MuseumEvent,
  type ScheduleDay,
  type SignRecord,
  STORED_USER_KEY,
} from '@furnace/contracts';

/**
 * Signed in as 'ada' with `token` (by default 'tok', which the fake API accepts; any other it
 * answers 401, like an expired one), as the shell stores a signed-in user.
 */
export const signIn = (token = 'tok') =>
  localStorage.setItem(STORED_USER_KEY, JSON.stringify({ username: 'ada', accessToken: token }));

/** An event as the API lists it (every lifecycle field at its default), changed by `extra`. */
export const anEvent = (
  id: number,
  start_date: string,
  extra: Partial<MuseumEvent> = {},
): MuseumEvent => ({
  ...EVENT_LIFECYCLE_DEFAULTS,
  id,
  title: `Event ${id}`,
  description: `About event ${id}`,
  category: 'Default Category',
  start_date,
  link_text: '',
  link_url: '',
  image: `/static/event_images/${id}`,
  pdf: null,
  occurrence_date: start_date.slice(0, 10),
  ...extra,
});

/** The Great Wheel's sign as the fake API keeps it, its PDF at /static/qr/great-wheel.pdf. */
export const greatWheelSign = (summary: string): SignRecord => ({
  name: 'great-wheel',
  title: 'The Great Wheel',
  summary,
  pdf: '/static/qr/great-wheel.pdf',
  qr: '/api/v1/signs/great-wheel/qr.svg',
  url: 'http://localhost/signs/great-wheel',
  size: 10,
  updated_at: '2026-01-01T00:00:00.000Z',
});

/** A day of GET /hours/schedule: an ordinary closed Monday, changed by `fields`. */
export const aScheduleDay = (date: string, fields: Partial<ScheduleDay> = {}): ScheduleDay => ({
  date,
  weekday: 'Monday',
  ranges: [],
  closed_reason: null,
  note: null,
  source: 'regular',
  season: null,
  ...fields,
});
