import { ApiError, apiUrl } from '@furnace/api-client';
import { ERRORS, type MuseumEvent } from '@furnace/contracts';

/**
 * Read-only event calls of the public site (DESIGN.md contract). The only place in this remote
 * that talks to the events API; failures raise the spec's error texts (SPEC section 8).
 */
async function getEvents(
  path: string,
  describe: (status: number) => string,
): Promise<MuseumEvent[]> {
  const response = await fetch(apiUrl(path), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(describe(response.status), response.status);
  const body: unknown = await response.json();
  // A server that answers with something else than a list is treated as having no events.
  return Array.isArray(body) ? (body as MuseumEvent[]) : [];
}

/** GET /events: upcoming events from today on, in date order. */
export function fetchEvents(): Promise<MuseumEvent[]> {
  return getEvents('/events', ERRORS.gettingEvents);
}

/** GET /events/{count}: the next `count` upcoming events. */
export function fetchUpcomingEvents(count: number): Promise<MuseumEvent[]> {
  return getEvents(`/events/${count}`, ERRORS.gettingUpcomingEvents);
}
