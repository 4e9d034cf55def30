import ical from 'node-ical';
import request from 'supertest';
import { CONTENT_DEFAULTS, EVENTS_CALENDAR_PATH, eventCalendarPath } from '@furnace/contracts';
import { TopicCache } from '../src/cache/topic-cache.service';
import { buildCalendar } from '../src/calendar/build-calendar';
import { signIn } from './auth-helpers';
import { sql, testClock, waitUntil, useTestApp } from './test-app';

type ParsedEvent = {
  type: string;
  uid: string;
  summary: string;
  description: string;
  start: Date & { tz?: string };
  end: Date;
  url: string;
};

describe('iCalendar feeds', () => {
  const api = useTestApp({ env: { PUBLIC_URL: 'https://museum.example.org' } });
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    // Straight into the table (the feed needs no images). In 2030 New York springs forward on
    // 10 March and falls back on 3 November.
    const rows = await sql<{ id: number; title: string }>(
      api.databaseUrl,
      `INSERT INTO events (title, description, starts_at, link_url) VALUES
         ('Before spring', 'Winter hours; commas, semicolons; and a
second line', '2030-03-09T10:00', ''),
         ('After spring', 'Summer time', '2030-03-11T10:00', 'https://tickets.example.org/a'),
         ('Before fall', 'Still summer time', '2030-11-02T18:30', '/visit'),
         ('After fall', 'Back to standard time ${'and a long description '.repeat(8)}', '2030-11-04T18:30', ''),
         ('Long past', 'Not in the feed', '2001-05-05T10:00', '')
       RETURNING id, title`,
    );
    for (const row of rows) ids[row.title] = row.id;
  });

  const parse = (text: string) =>
    Object.values(ical.sync.parseICS(text)).filter(
      (c) => c?.type === 'VEVENT',
    ) as unknown as ParsedEvent[];

  it('GET /api/v1/events.ics: upcoming events at the right instants on both sides of each DST change', async () => {
    const res = await request(api.url).get(EVENTS_CALENDAR_PATH).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.text;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    expect(text).toContain('DTSTART;TZID=America/New_York:20300309T100000');
    // No line over 75 octets (RFC 5545 3.1), every line ends in CRLF.
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    const events = parse(text);
    const byTitle = Object.fromEntries(events.map((e) => [e.summary, e]));
    expect(Object.keys(byTitle).sort()).toEqual([
      'After fall',
      'After spring',
      'Before fall',
      'Before spring',
    ]);
    expect(byTitle['Before spring'].start.toISOString()).toBe('2030-03-09T15:00:00.000Z'); // EST, UTC-5
    expect(byTitle['After spring'].start.toISOString()).toBe('2030-03-11T14:00:00.000Z'); // EDT, UTC-4
    expect(byTitle['Before fall'].start.toISOString()).toBe('2030-11-02T22:30:00.000Z'); // EDT
    expect(byTitle['After fall'].start.toISOString()).toBe('2030-11-04T23:30:00.000Z'); // EST
    expect(byTitle['Before spring'].end.getTime() - byTitle['Before spring'].start.getTime()).toBe(
      3_600_000,
    );
    expect(byTitle['Before spring'].description).toBe(
      'Winter hours; commas, semicolons; and a\nsecond line',
    );
    expect(byTitle['After fall'].description).toContain(
      'and a long description and a long description',
    );
    expect(byTitle['Before spring'].uid).toBe(`event-${ids['Before spring']}@museum.example.org`);
    expect(byTitle['After spring'].url).toBe('https://tickets.example.org/a');
    expect(byTitle['Before fall'].url).toBe('https://museum.example.org/visit');
    expect(byTitle['Before spring'].url).toBe('https://museum.example.org/events');
  });

  it('GET /api/v1/events/{id}/calendar.ics: one event, past ones too, as a download', async () => {
    const res = await request(api.url)
      .get(eventCalendarPath(ids['After fall']))
      .buffer(true)
      .expect(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="event-${ids['After fall']}.ics"`,
    );
    const [event] = parse(res.text);
    expect(event.summary).toBe('After fall');
    expect(event.start.toISOString()).toBe('2030-11-04T23:30:00.000Z');
    const past = parse(
      (await request(api.url).get(eventCalendarPath(ids['Long past'])).buffer(true).expect(200))
        .text,
    );
    expect(past[0].start.toISOString()).toBe('2001-05-05T14:00:00.000Z');
    await request(api.url).get(eventCalendarPath(999999)).expect(404);
    await request(api.url).get('/api/v1/events/abc/calendar.ics').expect(400);
  });

  describe('the feed is built once per events snapshot', () => {
    const get = (headers: Record<string, string> = {}) => {
      const req = request(api.url)
        .get(EVENTS_CALENDAR_PATH)
        .set('accept-encoding', 'identity')
        .buffer(true);
      for (const [name, value] of Object.entries(headers)) req.set(name, value);
      return req;
    };

    it('the same bytes as building it for the listing, an ETag, 304 on If-None-Match, gzip', async () => {
      const first = await get().expect(200);
      const listing = (await request(api.url).get('/api/v1/events').expect(200)).body;
      const stamp = /DTSTAMP:(\d{8}T\d{6}Z)/.exec(first.text)?.[1] ?? '';
      const now = new Date(
        stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
      );
      expect(first.text).toBe(
        buildCalendar(listing, {
          timeZone: api.config.museumTimeZone,
          publicUrl: api.config.publicUrl,
          name: 'Museum events',
          now,
          location: 'Cornwall Iron Furnace, 94 Rexmont Road, Cornwall, PA 17016',
        }),
      );
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      expect(first.headers['content-disposition']).toBe('inline; filename="museum-events.ics"');
      // Built once: a later request is the very same bytes (DTSTAMP included) and tag. Two seconds
      // later on the app's clock, a feed built again would carry another DTSTAMP.
      testClock.advance(2_000);
      const again = await get().expect(200);
      expect(again.text).toBe(first.text);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.text));
      const head = await request(api.url)
        .head(EVENTS_CALENDAR_PATH)
        .set('accept-encoding', 'identity')
        .expect(200);
      expect(head.headers['content-length']).toBe(first.headers['content-length']);
      expect(head.headers.etag).toBe(first.headers.etag);
      const notModified = await get({ 'if-none-match': first.headers.etag }).expect(304);
      expect(notModified.text).toBe('');
      const zipped = await request(api.url)
        .get(EVENTS_CALENDAR_PATH)
        .set('accept-encoding', 'gzip')
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
      expect(zipped.headers.etag).not.toBe(first.headers.etag);
      // (superagent has already unzipped it.)
      expect((zipped.body as Buffer).toString()).toBe(first.text);
      expect(first.headers['content-encoding']).toBeUndefined();
      await get({ 'if-none-match': zipped.headers.etag }).expect(304);
    });

    it('a write (here another process: a plain SQL session, through NOTIFY) changes it', async () => {
      await waitUntil(() => api.app.get(TopicCache).isListening);
      const before = await get().expect(200);
      await sql(
        api.databaseUrl,
        `INSERT INTO events (title, description, starts_at, link_url) VALUES ('Added later', 'x', '2030-12-30T11:00', '')`,
      );
      await waitUntil(async () => (await get()).text.includes('SUMMARY:Added later'));
      const after = await get().expect(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      await get({ 'if-none-match': before.headers.etag }).expect(200);
    });
  });

  it("every event's LOCATION is the museum's address as staff keep it in content, the feed rebuilt when it changes", async () => {
    const token = await signIn(api);
    const feed = async () => (await request(api.url).get('/api/v1/events.ics').expect(200)).text;
    expect(await feed()).toContain(
      'LOCATION:Cornwall Iron Furnace\\, 94 Rexmont Road\\, Cornwall\\, PA 17016',
    );
    await request(api.url)
      .put('/api/v1/content/contact')
      .auth(token, { type: 'bearer' })
      .send({ ...CONTENT_DEFAULTS.contact, address: '1 Furnace Lane; Cornwall, PA 17016' })
      .expect(200);
    const text = await feed();
    expect(text).toContain(
      'LOCATION:Cornwall Iron Furnace\\, 1 Furnace Lane\\; Cornwall\\, PA 17016',
    );
    expect(text).not.toContain('Rexmont');
    const [id] = /UID:event-(\d+)@/.exec(text)!.slice(1);
    const one = await request(api.url).get(`/api/v1/events/${id}/calendar.ics`).expect(200);
    expect(one.text).toContain('LOCATION:Cornwall Iron Furnace\\, 1 Furnace Lane');
  });
});
