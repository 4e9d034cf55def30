import pLimit from 'p-limit';

/**
 * The query parameters a public page reads (the events listing's `category` and `after`, an
 * event's `date`). Any other changes nothing on the page, so it is left out of the URL a page is
 * rendered and kept by: `/events?u=<random>` is the page `/events` is, rendered once.
 */
const PAGE_QUERY_PARAMETERS: readonly string[] = ['category', 'after', 'date'];

/** The URL a public page is rendered and kept by: its path and the parameters it reads, sorted. */
export function renderKey(url: string): string {
  const parsed = new URL(url, 'http://page.invalid');
  const kept = [...parsed.searchParams]
    .filter(([name]) => PAGE_QUERY_PARAMETERS.includes(name))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(kept).toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/** Thrown when the queue is full: the caller answers 503 with Retry-After. */
export class RenderQueueFull extends Error {
  constructor() {
    super('Too many pages are being rendered; try again shortly.');
  }
}

/**
 * A function that runs at most `active` renders at once and keeps `waiting` in line; past that it
 * refuses a render at once, so a flood of pages nobody asked for before cannot starve the status,
 * the reads and the writes.
 */
export function renderQueue(active = 2, waiting = 8) {
  const limit = pLimit(active);
  return <T>(work: () => Promise<T>): Promise<T> => {
    if (limit.activeCount + limit.pendingCount >= active + waiting) throw new RenderQueueFull();
    return limit(work);
  };
}
