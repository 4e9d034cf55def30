import { ERRORS, EVENTS_PUBLIC, type MuseumEvent } from '@furnace/contracts';
import { fetchPastEvents } from './past-events';
import { getJson } from '../shared/http';
import {
  anEvent,
  apiProblem,
  greatWheelSign,
  http,
  HttpResponse,
  museumApi,
  server,
} from '../testing';

// The pages read these by path (usePublicRead): the same GETs, as they make them.
const read = <T = MuseumEvent[]>(path: string, describe = ERRORS.gettingEvents) =>
  getJson<T>(path, describe);

const event = (id: number, start_date: string, extra: Partial<MuseumEvent> = {}) =>
  anEvent(id, start_date, { description: '', category: 'Tours', ...extra });

describe('public reads of events and signs', () => {
  it('pages past events newest first and knows when an older page exists', async () => {
    museumApi.pastEvents = Array.from({ length: 25 }, (_, i) =>
      event(i + 1, `2025-01-${String(i + 1).padStart(2, '0')}T10:00:00`),
    );
    const first = await fetchPastEvents(1);
    expect(first.events).toHaveLength(20);
    expect(first.events[0].id).toBe(25);
    expect(first.hasMore).toBe(true);
    const second = await fetchPastEvents(2);
    expect(second.events.map((e) => e.id)).toEqual([5, 4, 3, 2, 1]);
    expect(second.hasMore).toBe(false);
    // The upcoming listing is another request, answered by the listing's own fake.
    museumApi.events = [event(90, '2030-01-01T10:00:00')];
    expect((await read('/events')).map((e) => e.id)).toEqual([90]);
  });

  it('reads "more" from a Link header, or from a full page when the API says nothing', async () => {
    server.use(
      http.get('/api/v1/events', () =>
        HttpResponse.json([event(1, '2025-01-01T10:00:00')], {
          headers: { Link: '</api/v1/events?scope=past&page=3>; rel="next"' },
        }),
      ),
    );
    expect((await fetchPastEvents(2)).hasMore).toBe(true);
    server.use(
      http.get('/api/v1/events', () =>
        HttpResponse.json(Array.from({ length: 20 }, (_, i) => event(i, '2025-01-01T10:00:00'))),
      ),
    );
    expect((await fetchPastEvents(1)).hasMore).toBe(true);
  });

  it('fails a past page with the spec text carrying the status', async () => {
    server.use(http.get('/api/v1/events', () => apiProblem(503)));
    await expect(fetchPastEvents(1)).rejects.toThrow('Error getting events: 503');
  });

  it('reads one event or one occurrence, and null when the API does not know it', async () => {
    museumApi.events = [
      event(4, '2026-12-05T10:00:00', { occurrence_date: '2026-12-05' }),
      event(4, '2026-12-12T10:00:00', { occurrence_date: '2026-12-12', status: 'cancelled' }),
    ];
    expect((await read<MuseumEvent>('/events/4/details'))?.start_date).toBe('2026-12-05T10:00:00');
    expect((await read<MuseumEvent>('/events/4/details?date=2026-12-12'))?.status).toBe(
      'cancelled',
    );
    await expect(read('/events/5/details')).rejects.toMatchObject({ status: 404 });
    server.use(http.get('/api/v1/events/:id/details', () => apiProblem(500)));
    await expect(read<MuseumEvent>('/events/4/details')).rejects.toThrow(
      'Error getting events: 500',
    );
  });

  it('reads a sign by name, and null for no such sign', async () => {
    museumApi.signs = [greatWheelSign('Four tons, 24 feet across.')];
    expect(await read('/signs/great-wheel', EVENTS_PUBLIC.gettingSign)).toEqual({
      name: 'great-wheel',
      title: 'The Great Wheel',
      summary: 'Four tons, 24 feet across.',
      pdf: '/static/qr/great-wheel.pdf',
    });
    await expect(read('/signs/nope', EVENTS_PUBLIC.gettingSign)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('the occurrences of one event', () => {
  it('lists them in date order, and none for an unknown event', async () => {
    museumApi.events = [
      event(4, '2026-12-05T10:00:00', {
        recurrence: {
          freq: 'weekly',
          interval: 1,
          by_weekday: ['Saturday'],
          until: null,
          count: 2,
        },
      }),
    ];
    expect((await read('/events/4/occurrences')).map((e) => e.occurrence_date)).toEqual([
      '2026-12-05',
      '2026-12-12',
    ]);
    await expect(read('/events/9/occurrences')).rejects.toMatchObject({ status: 404 });
  });
});
