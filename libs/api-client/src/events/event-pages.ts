import {
  ERRORS,
  EVENTS_TOTAL_COUNT_HEADER,
  PAST_EVENTS_PAGE_SIZE,
  type MuseumEvent,
} from '@furnace/contracts';
import { asList } from './events';
import { getJson, getOk } from '../shared/http';

// Apart from events.ts, which the home page's bundle takes whole.

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

/** Also the read's key (useApiQuery). */
export function eventDetailsPath(id: string, date: string | null): string {
  return `/events/${encodeURIComponent(id)}/details${date ? `?date=${encodeURIComponent(date)}` : ''}`;
}

/** One event, or one occurrence of a repeating one (a 404 for an unknown one or a draft). */
export const fetchEventDetails = (id: string, date: string | null, signal?: AbortSignal) =>
  getJson<MuseumEvent>(eventDetailsPath(id, date), ERRORS.gettingEvents, signal);

export const fetchPublicOccurrences = async (id: string, signal?: AbortSignal) =>
  asList(
    await getJson(`/events/${encodeURIComponent(id)}/occurrences`, ERRORS.gettingEvents, signal),
  );
