import { ERRORS, UPCOMING_PAGE_SIZE, type MuseumEvent } from '@furnace/contracts';
import { getJson } from '../shared/http';

/** A server that answers with something else than a list is treated as having no events. */
export const asList = (body: unknown) => (Array.isArray(body) ? (body as MuseumEvent[]) : []);

/** Upcoming occurrences, a page from `after` (nextEventsCursor) on. Also the read's key. */
export const eventsPath = (after?: string | null) =>
  after ? `/events?after=${encodeURIComponent(after)}` : '/events';

export const fetchEvents = async (signal?: AbortSignal, after?: string | null) =>
  asList(await getJson<unknown>(eventsPath(after), ERRORS.gettingEvents, signal));

/** Where the page after this one starts, or null when this page is not full (nothing after it). */
export function nextEventsCursor(page: readonly MuseumEvent[]): string | null {
  const last = page[page.length - 1];
  return page.length >= UPCOMING_PAGE_SIZE && last ? `${last.start_date}_${last.id}` : null;
}

export const fetchUpcomingEvents = async (count: number, signal?: AbortSignal) =>
  asList(await getJson<unknown>(`/events/${count}`, ERRORS.gettingUpcomingEvents, signal));
