import { ERRORS, EVENTS_TOTAL_COUNT_HEADER, PAST_EVENTS_PAGE_SIZE } from '@furnace/contracts';
import { getOk } from '../shared/http';
import { asList } from './events';

// Apart from events.ts, which the home page's bundle takes: this one would bring the events
// contracts into `/` (229 bytes gzipped).

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
