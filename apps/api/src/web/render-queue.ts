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
 * At most `active` renders at once and `waiting` in line; past that a render is refused at once,
 * so a flood of pages nobody asked for before cannot starve the status, the reads and the writes.
 * (p-limit would need its pending count checked by hand the same way, for one more dependency.)
 */
export class RenderQueue {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly active = 2,
    private readonly waiting = 8,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.active) {
      if (this.queue.length >= this.waiting) throw new RenderQueueFull();
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // The next in line takes this slot over; with nobody waiting the slot is freed.
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}
