import request from 'supertest';
import {
  addDays,
  ADMIN_EVENTS_PAGE_SIZE,
  EVENTS_CALENDAR_PATH,
  EVENTS_TOTAL_COUNT_HEADER,
  RECURRENCE_HORIZON_DAYS,
  UPCOMING_PAGE_SIZE,
  weekdayOf,
  type MuseumEvent,
} from '@furnace/contracts';
import { buildCalendar } from '../src/calendar/build-calendar';
import { CALENDAR_FEED_MAX_EVENTS } from '../src/calendar/calendar.controller';
import { TopicCache } from '../src/cache/topic-cache.service';
import { EventsService } from '../src/events/events.service';
import { siteApiSource } from '../src/content/page-data';
import { renderKey } from '../src/web/server-render';
import { signIn } from './auth-helpers';
import { sql, testToday, waitUntil, useTestApp } from './test-app';
import { nextLink, upcomingPages } from './support/pages';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const openEnded = (byWeekday: string[]) =>
  JSON.stringify({ freq: 'weekly', interval: 1, by_weekday: byWeekday, until: null, count: null });

/** Every field an occurrence in the listing had before the listing was paged. */
const OCCURRENCE_FIELDS = [
  'all_day',
  'category',
  'description',
  'end_date',
  'id',
  'image',
  'image_alt',
  'image_fit',
  'link_text',
  'link_url',
  'location',
  'occurrence_date',
  'pdf',
  'price_text',
  'publish_at',
  'recurrence',
  'start_date',
  'status',
  'status_note',
  'title',
];

/** docs/api.md "Events": every list of events comes a bounded page at a time, over real HTTP. */
describe('events: bounded pages', () => {
  const api = useTestApp({ env: { PUBLIC_URL: 'https://museum.example.org' } });
  let token: string;
  let today: string;
  beforeAll(async () => {
    token = await signIn(api);
    today = testToday();
  });

  /** Inserts events straight into the table (the triggers' NOTIFY drops the listing). */
  const insert = (values: string, params: unknown[] = []) =>
    sql<{ id: number }>(
      api.databaseUrl,
      `INSERT INTO events (title, description, starts_at, ends_at, recurrence) ${values}`,
      params,
    );
  const count = async () =>
    (await sql<{ n: number }>(api.databaseUrl, 'SELECT count(*)::int AS n FROM events'))[0].n;

  describe('a weekly and a daily open-ended series and a single event a day', () => {
    let weekly: number;
    let daily: number;
    beforeAll(async () => {
      await sql(api.databaseUrl, 'DELETE FROM events');
      [{ id: weekly }] = await insert(
        `VALUES ('Weekly tour', 'x', $1::date + time '10:00', NULL, $2::jsonb) RETURNING id`,
        [addDays(today, -21), openEnded([weekdayOf(today)])],
      );
      [{ id: daily }] = await insert(
        `VALUES ('Daily walk', 'x', $1::date + time '09:00', NULL, $2::jsonb) RETURNING id`,
        [today, openEnded(WEEK)],
      );
      // One overnight event that started yesterday and ends today: still on the first page.
      await insert(
        `VALUES ('Night watch', 'x', $1::date + time '22:00', $2::date + time '02:00', NULL)`,
        [addDays(today, -1), today],
      );
      await insert(
        `SELECT 'Talk ' || n, 'x', $1::date + n + time '18:30', NULL, NULL FROM generate_series(0, 99) n`,
        [today],
      );
      await waitUntil(async () => {
        const res = await request(api.url).get('/api/v1/events');
        return res.body.some((e: MuseumEvent) => e.title === 'Talk 0');
      });
    });

    it('the first page keeps the shape it had: the occurrences as an array, and a Link to the next', async () => {
      const res = await request(api.url).get('/api/v1/events').expect(200);
      const page = res.body as MuseumEvent[];
      expect(Array.isArray(page)).toBe(true);
      expect(page).toHaveLength(UPCOMING_PAGE_SIZE);
      for (const occurrence of page)
        expect(Object.keys(occurrence).sort()).toEqual(OCCURRENCE_FIELDS);
      expect(page[0]).toMatchObject({ title: 'Night watch', occurrence_date: addDays(today, -1) });
      expect(nextLink(res)).toMatch(/^\/api\/v1\/events\?after=/);
      // The home page's next few are the first page's first few.
      const five = await request(api.url).get('/api/v1/events/5').expect(200);
      expect(five.body).toEqual(page.slice(0, 5));
    });

    it('the pages walked by their Links give every occurrence once, in order, across months', async () => {
      const pages = await upcomingPages(api.url);
      for (const page of pages.slice(0, -1)) expect(page).toHaveLength(UPCOMING_PAGE_SIZE);
      const all = pages.flat();
      const keys = all.map((e) => `${e.start_date} ${e.id}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect([...keys].sort()).toEqual(keys);
      // The daily walk: every day from today to the horizon, none missing at a page's or a
      // month's edge (July 31 to August 1 included).
      const days = all.filter((e) => e.id === daily).map((e) => e.occurrence_date);
      expect(days).toHaveLength(RECURRENCE_HORIZON_DAYS + 1);
      days.forEach((day, i) => expect(day).toBe(addDays(today, i)));
      expect(days).toContain(`${today.slice(0, 4)}-08-01`);
      // The weekly tour (started three weeks ago): every week from today to the horizon.
      const weeks = all.filter((e) => e.id === weekly).map((e) => e.occurrence_date);
      weeks.forEach((week, i) => expect(week).toBe(addDays(today, i * 7)));
      expect(weeks).toHaveLength(Math.floor(RECURRENCE_HORIZON_DAYS / 7) + 1);
      expect(all.filter((e) => e.title.startsWith('Talk '))).toHaveLength(100);
    });

    it("the /events page's Later events link: the page's cursor is the Link's, the render reads that page", async () => {
      const first = await request(api.url).get('/api/v1/events').expect(200);
      const page = first.body as MuseumEvent[];
      // What the page links to (nextEventsCursor in @furnace/api-client): the last one's start and id.
      const last = page[page.length - 1];
      const after = encodeURIComponent(`${last.start_date}_${last.id}`);
      expect(`/api/v1/events?after=${after}`).toBe(nextLink(first));
      const second = await request(api.url).get(`/api/v1/events?after=${after}`).expect(200);
      // The server render answers the same read from the API's own caches.
      const source = siteApiSource(api.app);
      const rendered = JSON.parse(JSON.stringify(await source(`/events?after=${after}`)));
      expect(rendered).toEqual(second.body);
      expect(rendered[0]).not.toEqual(page[0]);
      await expect(source('/events?after=tomorrow')).rejects.toThrow();
      // The page for that address is rendered and kept by its `after`, not by any other parameter.
      expect(renderKey(`/events?u=7&after=${after}`)).toBe(`/events?after=${after}`);
      // Names sorted; a repeated one's values as given, so the render reads the browser's first.
      expect(renderKey(`/events?category=Tour&after=${after}&category=Talk`)).toBe(
        `/events?after=${after}&category=Tour&category=Talk`,
      );
    });

    it('a page after a malformed cursor is 400', async () => {
      const res = await request(api.url).get('/api/v1/events?after=tomorrow').expect(400);
      expect(res.body.message).toBe(
        'after must be the start and id of an occurrence, as the Link rel="next" gives it (got "tomorrow").',
      );
    });

    it('the .ics feed holds the soonest 500 occurrences: the first ten pages of the listing', async () => {
      const res = await request(api.url).get(EVENTS_CALENDAR_PATH).expect(200);
      const uids = [...res.text.matchAll(/^UID:event-(\d+)(?:-(\d{4}-\d{2}-\d{2}))?@/gm)].map(
        ([, id, date]) => `${id} ${date ?? ''}`,
      );
      const listed = (await upcomingPages(api.url)).flat().slice(0, CALENDAR_FEED_MAX_EVENTS);
      expect(uids).toEqual(listed.map((e) => `${e.id} ${e.recurrence ? e.occurrence_date : ''}`));
    });
  });

  it('the admin list comes 20 at a time: upcoming soonest first, past most recent first', async () => {
    await sql(api.databaseUrl, 'DELETE FROM events');
    await insert(
      `SELECT 'Event ' || n, 'x', $1::date + n + time '12:00', NULL, NULL FROM generate_series(-30, 29) n`,
      [today],
    );
    const bearer = { type: 'bearer' } as const;
    const upcoming = await request(api.url)
      .get('/api/v1/events?scope=all&when=upcoming&page=2')
      .auth(token, bearer)
      .expect(200);
    expect(upcoming.headers[EVENTS_TOTAL_COUNT_HEADER.toLowerCase()]).toBe('30');
    expect(upcoming.body.map((e: MuseumEvent) => e.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Event ${20 + i}`),
    );
    expect(upcoming.headers.link).toBe(
      '</api/v1/events?scope=all&when=upcoming&page=1>; rel="prev"',
    );
    const past = await request(api.url)
      .get('/api/v1/events?scope=all&when=past')
      .auth(token, bearer)
      .expect(200);
    expect(past.body).toHaveLength(ADMIN_EVENTS_PAGE_SIZE);
    expect(past.body[0].title).toBe('Event -1');
    expect(past.headers.link).toBe('</api/v1/events?scope=all&when=past&page=2>; rel="next"');
    const all = await request(api.url)
      .get('/api/v1/events?scope=all')
      .auth(token, bearer)
      .expect(200);
    // Plain ?scope=all is still every event in one answer (the contract scripts rely on).
    expect(all.body.map((e: MuseumEvent) => e.title)).toEqual(
      Array.from({ length: 60 }, (_, i) => `Event ${i - 30}`),
    );
    expect(all.headers[EVENTS_TOTAL_COUNT_HEADER.toLowerCase()]).toBe('60');
    expect(all.headers.link).toBeUndefined();
    const allSecondPage = await request(api.url)
      .get('/api/v1/events?scope=all&page=2')
      .auth(token, bearer)
      .expect(200);
    expect(allSecondPage.body[0].title).toBe('Event -10');
    await request(api.url)
      .get('/api/v1/events?scope=all&when=soon')
      .auth(token, bearer)
      .expect(400);
  });

  it('reads that come together after a write share one listing, made between two tasks', async () => {
    const upcoming = () => api.app.get(EventsService).upcoming();
    api.app.get(TopicCache).invalidate('events');
    const [first, ...others] = await Promise.all([upcoming(), upcoming(), upcoming()]);
    for (const other of others) expect(other).toBe(first);
    expect(await upcoming()).toBe(first);
  });

  it('with 1,000 events the first page of the listing stays under 48 KB', async () => {
    await sql(api.databaseUrl, 'DELETE FROM events');
    await insert(
      `SELECT 'A guided walk through the casting house ' || n,
              repeat('How the iron was made, from ore to pig. ', 6),
              $1::date + (n % 60) + time '10:00', NULL,
              CASE WHEN n % 3 = 0 THEN $2::jsonb END
         FROM generate_series(1, 1000) n`,
      [today, openEnded([])],
    );
    expect(await count()).toBe(1000);
    await waitUntil(async () => {
      const res = await request(api.url).get('/api/v1/events/1');
      return res.body[0]?.title.startsWith('A guided walk');
    });
    const res = await request(api.url).get('/api/v1/events').expect(200);
    expect(res.body).toHaveLength(UPCOMING_PAGE_SIZE);
    expect(Buffer.byteLength(res.text)).toBeLessThan(48 * 1024);
  });

  it('with 1,000 events the feed and every event in one answer, made a slice at a time, are the bytes made in one go', async () => {
    expect(await count()).toBe(1000);
    // The feed: written a slice at a time with the loop free between slices; the same document
    // as buildCalendar over the soonest 500 (as the listing's Links walk them) in one go.
    const feed = await request(api.url)
      .get(EVENTS_CALENDAR_PATH)
      .set('accept-encoding', 'identity')
      .expect(200);
    const soonest = (await upcomingPages(api.url)).flat().slice(0, CALENDAR_FEED_MAX_EVENTS);
    expect(soonest).toHaveLength(CALENDAR_FEED_MAX_EVENTS);
    const stamp = /DTSTAMP:(\d{8}T\d{6}Z)/.exec(feed.text)?.[1] ?? '';
    const now = new Date(
      stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    const inOneGo = buildCalendar(soonest, {
      timeZone: api.config.museumTimeZone,
      publicUrl: api.config.publicUrl,
      name: 'Museum events',
      now,
      location: 'Cornwall Iron Furnace, 94 Rexmont Road, Cornwall, PA 17016',
    });
    expect(feed.text).toBe(inOneGo);
    expect(feed.headers['content-length']).toBe(String(Buffer.byteLength(inOneGo)));

    // Plain ?scope=all: written 200 rows at a time, the same bytes as JSON.stringify of them all.
    const all = await request(api.url)
      .get('/api/v1/events?scope=all')
      .auth(token, { type: 'bearer' })
      .set('accept-encoding', 'identity')
      .buffer(true)
      .expect(200);
    const rows = await api.app.get(EventsService).adminPage(undefined, 1, Number.MAX_SAFE_INTEGER);
    expect(rows.events).toHaveLength(1000);
    expect(all.text).toBe(JSON.stringify(rows.events));
    expect(all.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.headers[EVENTS_TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1000');
    expect(all.headers.link).toBeUndefined();
  });
});
