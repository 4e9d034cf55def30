import { UPCOMING_PAGE_SIZE, type MuseumEvent } from '@furnace/contracts';

/** A server that answers with something else than a list is treated as having no events. */
export const asList = (body: unknown) => (Array.isArray(body) ? (body as MuseumEvent[]) : []);

/** Where the page after this one starts, or null when this page is not full (nothing after it). */
export function nextEventsCursor(page: readonly MuseumEvent[]): string | null {
  const last = page[page.length - 1];
  return page.length >= UPCOMING_PAGE_SIZE && last ? `${last.start_date}_${last.id}` : null;
}
