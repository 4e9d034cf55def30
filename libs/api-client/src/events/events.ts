import {
  ERRORS,
  EVENTS_TOTAL_COUNT_HEADER,
  PAST_EVENTS_PAGE_SIZE,
  UPCOMING_PAGE_SIZE,
  type MuseumEvent,
} from '@furnace/contracts';
import { getOk } from '../shared/http';

/** A server that answers with something else than a list is treated as having no events. */
export const asList = (body: unknown) => (Array.isArray(body) ? (body as MuseumEvent[]) : []);

/** Where the page after this one starts, or null when this page is not full (nothing after it). */
export function nextEventsCursor(page: readonly MuseumEvent[]): string | null {
  const last = page[page.length - 1];
  return page.length >= UPCOMING_PAGE_SIZE && last ? `${last.start_date}_${last.id}` : null;
}

/** Whether an older page exists: from X-Total-Count, else a `Link` rel="next", else a full page. */
function morePastEvents(response: Response, page: number, count: number): boolean {
  const total = Number(response.headers.get(EVENTS_TOTAL_COUNT_HEADER) ?? NaN);
  if (Number.isFinite(total)) return page * PAST_EVENTS_PAGE_SIZE < total;
  const link = response.headers.get('link');
  if (link !== null) return /rel="?next"?/.test(link);
  return count >= PAST_EVENTS_PAGE_SIZE;
}

export async function fetchPastEvents(page: number, signal?: AbortSignal) {
  const response = await getOk(`/events?scope=past&page=${page}`, ERRORS.gettingEvents, signal);
  const events = asList(await response.json());
  return { events, page, hasMore: morePastEvents(response, page, events.length) };
}
