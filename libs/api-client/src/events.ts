import { ERRORS, type MuseumEvent } from '@furnace/contracts';
import { getJson } from './http';

/** A server that answers with something else than a list is treated as having no events. */
export const asList = (body: unknown) => (Array.isArray(body) ? (body as MuseumEvent[]) : []);

/** GET /events: upcoming events from today on, in date order (the public listing). */
export async function fetchEvents(signal?: AbortSignal): Promise<MuseumEvent[]> {
  return asList(await getJson<unknown>('/events', ERRORS.gettingEvents, signal));
}

/** GET /events/{count}: the next `count` upcoming events. */
export async function fetchUpcomingEvents(
  count: number,
  signal?: AbortSignal,
): Promise<MuseumEvent[]> {
  return asList(await getJson<unknown>(`/events/${count}`, ERRORS.gettingUpcomingEvents, signal));
}
