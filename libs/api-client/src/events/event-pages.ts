import {
  ERRORS,
  EVENTS_TOTAL_COUNT_HEADER,
  PAST_EVENTS_PAGE_SIZE,
  type MuseumEvent,
} from '@furnace/contracts';
import { asList } from './events';
import { ApiError, apiUrl, getJsonOr } from '../shared/http';

// The reads of the events page and of an event's own page, in a module of their own: the home
// page's bundle takes events.ts, and webpack keeps a module's exports if any page uses them.

/** One page of past events (GET /events?scope=past&page=N), newest first. */
export interface PastEventsPage {
  events: MuseumEvent[];
  page: number;
  hasMore: boolean;
}

/**
 * Whether a page of past events has an older one: the API says how many there are in all
 * (X-Total-Count) and links the next page (`Link: <…>; rel="next"`); without either, a full page
 * may have more.
 */
function morePastEvents(response: Response, page: number, count: number): boolean {
  const total = Number(response.headers.get(EVENTS_TOTAL_COUNT_HEADER) ?? NaN);
  if (Number.isFinite(total)) return page * PAST_EVENTS_PAGE_SIZE < total;
  const link = response.headers.get('link');
  if (link !== null) return /rel="?next"?/.test(link);
  return count >= PAST_EVENTS_PAGE_SIZE;
}

/** GET /events?scope=past&page=N (public): past events, newest first, 20 a page. */
export async function fetchPastEvents(page: number, signal?: AbortSignal): Promise<PastEventsPage> {
  const response = await fetch(apiUrl(`/events?scope=past&page=${page}`), {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new ApiError(ERRORS.gettingEvents(response.status), response.status);
  const events = asList(await response.json());
  return { events, page, hasMore: morePastEvents(response, page, events.length) };
}

/** The API path of one event's (or occurrence's) details: also its read's key (useApiQuery). */
export function eventDetailsPath(id: string, date: string | null): string {
  return `/events/${encodeURIComponent(id)}/details${date ? `?date=${encodeURIComponent(date)}` : ''}`;
}

/**
 * GET /events/{id}/details[?date=YYYY-MM-DD]: one event, or one occurrence of a repeating one.
 * null when the API does not know it (404: unknown, or not published yet).
 */
export const fetchEventDetails = (id: string, date: string | null, signal?: AbortSignal) =>
  getJsonOr<MuseumEvent, null>(eventDetailsPath(id, date), ERRORS.gettingEvents, null, signal);

/**
 * GET /events/{id}/occurrences: every occurrence of one event, in date order (the event page's
 * other dates). [] when the API does not know it.
 */
export async function fetchPublicOccurrences(id: string, signal?: AbortSignal) {
  const path = `/events/${encodeURIComponent(id)}/occurrences`;
  return asList(await getJsonOr<unknown, []>(path, ERRORS.gettingEvents, [], signal));
}
