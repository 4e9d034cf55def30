import { ERRORS, UPCOMING_PAGE_SIZE, type MuseumEvent } from '@furnace/contracts';
import { getJson } from '../shared/http';

/** A server that answers with something else than a list is treated as having no events. */
export const asList = (body: unknown) => (Array.isArray(body) ? (body as MuseumEvent[]) : []);

/**
 * GET /events[?after=]: upcoming events from today on, in date order (the public listing), a page
 * of UPCOMING_PAGE_SIZE occurrences; `after` (the last one's `start_date` and id,
 * nextEventsCursor) asks for the page after it. Also the read's key (useApiQuery).
 */
export const eventsPath = (after?: string | null) =>
  after ? `/events?after=${encodeURIComponent(after)}` : '/events';

export const fetchEvents = async (signal?: AbortSignal, after?: string | null) =>
  asList(await getJson<unknown>(eventsPath(after), ERRORS.gettingEvents, signal));

/** Where the page after this one starts, or null when this page is not full (nothing after it). */
export function nextEventsCursor(page: readonly MuseumEvent[]): string | null {
  const last = page[page.length - 1];
  return page.length >= UPCOMING_PAGE_SIZE && last ? `${last.start_date}_${last.id}` : null;
}

/** GET /events/{count}: the next `count` upcoming events. */
export const fetchUpcomingEvents = async (count: number, signal?: AbortSignal) =>
  asList(await getJson<unknown>(`/events/${count}`, ERRORS.gettingUpcomingEvents, signal));
