import ical from 'node-ical';
import request from 'supertest';
import { EVENTS_CALENDAR_PATH, eventCalendarPath } from '@furnace/contracts';
import { sql, startTestApp, type TestApp } from './test-app';

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
  let api: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    api = await startTestApp({ env: { PUBLIC_URL: 'https://museum.example.org' } });
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
  afterAll(() => api.close());

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
});
