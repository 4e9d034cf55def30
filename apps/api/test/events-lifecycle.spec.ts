import request from 'supertest';
import {
  addDays,
  EVENT_IMAGE_ALT_MAX_LENGTH,
  EVENT_LIFECYCLE_DEFAULTS,
  EVENTS_CALENDAR_PATH,
  eventCalendarPath,
  eventImagePath,
  eventPdfPath,
  RECURRENCE_HORIZON_DAYS,
  weekdayOf,
  type MuseumEvent,
} from '@furnace/contracts';
import { signIn } from './auth-helpers';
import { makeJpeg, makePdf } from './support/fixtures';
import { upcomingPages } from './support/pages';
import { sql, testClock, testInstant, testToday, waitUntil, useTestApp } from './test-app';

const eventDetailsPath = (id: number | string, date?: string) =>
  `/api/v1/events/${id}/details${date ? `?date=${date}` : ''}`;
const eventOccurrencesPath = (id: number | string) => `/api/v1/events/${id}/occurrences`;
const eventOccurrencePath = (id: number | string, date: string) =>
  `${eventOccurrencesPath(id)}/${date}`;

/** docs/api.md, "Events", through real HTTP on a real database. */
describe('events: the whole lifecycle', () => {
  const api = useTestApp({ env: { PUBLIC_URL: 'https://museum.example.org' } });
  let token: string;
  let jpeg: Buffer;
  let today: string;
  beforeAll(async () => {
    token = await signIn(api);
    jpeg = await makeJpeg(400, 300);
    today = testToday();
  });

  const bearer = { type: 'bearer' } as const;
  const base = (overrides: Record<string, string> = {}) => ({
    title: 'Guided tour',
    description: 'Around the furnace.',
    event_start: '2030-06-01T10:00:00',
    ...overrides,
  });
  const create = (fields: Record<string, string>, pdf = false) => {
    const req = request(api.url).post('/api/v1/events').auth(token, bearer);
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    req.attach('image', jpeg, 'photo.jpg');
    if (pdf) req.attach('pdf', makePdf('flyer'), 'flyer.pdf');
    return req;
  };
  const patch = (id: number, fields: Record<string, string>) => {
    const req = request(api.url).patch(`/api/v1/events/${id}`).auth(token, bearer);
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    return req;
  };
  const listing = async () =>
    (await request(api.url).get('/api/v1/events').expect(200)).body as MuseumEvent[];
  /** The stored row and the files of an event, to prove a refusal changed nothing. */
  const stored = async (id: number) => ({
    row: await sql(
      api.databaseUrl,
      'SELECT row_to_json(e)::text AS j FROM events e WHERE id = $1',
      [id],
    ),
    files: await sql(
      api.databaseUrl,
      `SELECT key, etag FROM stored_files WHERE key LIKE 'event%/' || $1 || '%' ORDER BY key`,
      [id],
    ),
    changes: await sql(
      api.databaseUrl,
      'SELECT row_to_json(c)::text AS j FROM event_occurrence_changes c WHERE event_id = $1',
      [id],
    ),
  });
  const eventCount = async () =>
    (await sql<{ n: number }>(api.databaseUrl, 'SELECT count(*)::int AS n FROM events'))[0].n;

  const RECURRENCE = {
    freq: 'weekly',
    interval: 1,
    by_weekday: [weekdayOf('2030-06-01')],
    until: null,
    count: 3,
  };

  it('every new field goes in with POST and comes back in every read', async () => {
    const res = await create(
      base({
        event_end: '2030-06-01T12:30:00',
        all_day: 'false',
        status: 'rescheduled',
        status_note: 'Moved from May 25',
        image_alt: 'A guide by the furnace stack',
        location: 'Meet at the Great Wheel',
        price_text: '$5, members free',
        image_fit: 'contain',
        link_text: 'Book',
        link_url: 'https://tickets.example.org/tour',
        recurrence: JSON.stringify(RECURRENCE),
      }),
    ).expect(201);
    const id = res.body.id as number;
    const expected = {
      id,
      title: 'Guided tour',
      description: 'Around the furnace.',
      category: 'Default Category',
      start_date: '2030-06-01T10:00:00',
      end_date: '2030-06-01T12:30:00',
      all_day: false,
      status: 'rescheduled',
      status_note: 'Moved from May 25',
      image_alt: 'A guide by the furnace stack',
      location: 'Meet at the Great Wheel',
      price_text: '$5, members free',
      link_text: 'Book',
      link_url: 'https://tickets.example.org/tour',
      image: eventImagePath(id),
      image_fit: 'contain',
      pdf: null,
      publish_at: null,
      recurrence: RECURRENCE,
    };
    expect(res.body).toEqual(expected);
    const all = await request(api.url).get('/api/v1/events?scope=all').auth(token, bearer);
    expect(all.body).toContainEqual(expected);
    const details = await request(api.url).get(eventDetailsPath(id)).expect(200);
    expect(details.body).toEqual({ ...expected, occurrence_date: '2030-06-01' });
    await sql(api.databaseUrl, 'DELETE FROM events WHERE id = $1', [id]);
  });

  it('PATCH changes each field on its own; blank fields keep their values', async () => {
    const id = (await create(base()).expect(201)).body.id as number;
    const steps: [Record<string, string>, Partial<MuseumEvent>][] = [
      [{ event_end: '2030-06-01T11:00:00' }, { end_date: '2030-06-01T11:00:00' }],
      [{ all_day: 'true' }, { all_day: true }],
      [{ all_day: 'false' }, { all_day: false }],
      [
        { status: 'cancelled', status_note: 'Snow' },
        { status: 'cancelled', status_note: 'Snow' },
      ],
      [{ status: 'postponed' }, { status: 'postponed', status_note: 'Snow' }],
      [{ status: 'rescheduled' }, { status: 'rescheduled' }],
      [{ status: 'scheduled' }, { status: 'scheduled' }],
      [{ image_alt: 'Sparks' }, { image_alt: 'Sparks' }],
      [{ location: 'Casting shed' }, { location: 'Casting shed' }],
      [{ price_text: 'Free' }, { price_text: 'Free' }],
      [{ image_fit: 'contain' }, { image_fit: 'contain' }],
      [{ link_url: '/visit' }, { link_url: '/visit' }],
      [{ publish_at: '2031-01-01T09:00:00-05:00' }, { publish_at: '2031-01-01T14:00:00.000Z' }],
      [{ publish_at: '' }, { publish_at: null }],
      [{ recurrence: JSON.stringify(RECURRENCE) }, { recurrence: RECURRENCE as never }],
      [
        { title: '', location: '' },
        { title: 'Guided tour', location: 'Casting shed' },
      ],
    ];
    for (const [fields, expected] of steps) {
      const res = await patch(id, fields).expect(200);
      expect(res.body).toMatchObject(expected);
      const details = await request(api.url).get(eventDetailsPath(id)).auth(token, bearer);
      expect(details.body).toMatchObject(expected);
    }
    await sql(api.databaseUrl, 'DELETE FROM events WHERE id = $1', [id]);
  });

  it('clear=... empties fields on purpose, the PDF included', async () => {
    const id = (
      await create(
        base({
          event_end: '2030-06-01T12:00:00',
          status_note: 'Note',
          image_alt: 'Alt',
          location: 'Here',
          price_text: '$3',
          link_text: 'More',
          link_url: 'https://example.org/x',
          publish_at: '2030-01-01T00:00:00Z',
          recurrence: JSON.stringify(RECURRENCE),
        }),
        true,
      ).expect(201)
    ).body.id as number;
    await request(api.url).get(eventPdfPath(id)).auth(token, bearer).expect(200);
    const res = await patch(id, {
      clear:
        'end_date,status_note,image_alt,location,price_text,link_text,link_url,pdf,publish_at,recurrence',
    }).expect(200);
    expect(res.body).toMatchObject({
      end_date: null,
      status_note: '',
      image_alt: '',
      location: '',
      price_text: '',
      link_text: '',
      link_url: '',
      pdf: null,
      publish_at: null,
      recurrence: null,
      title: 'Guided tour',
    });
    await request(api.url).get(eventPdfPath(id)).expect(404);
    await request(api.url).head(eventPdfPath(id)).expect(404);
    expect(
      await sql(api.databaseUrl, `SELECT 1 FROM stored_files WHERE key = $1`, [
        `event_info/${id}.pdf`,
      ]),
    ).toEqual([]);
    // The image stays.
    await request(api.url).get(eventImagePath(id)).expect(200);
    await sql(api.databaseUrl, 'DELETE FROM events WHERE id = $1', [id]);
  });

  describe('bad input is a 400 naming the field, and changes nothing', () => {
    let id: number;
    beforeAll(async () => {
      id = (await create(base({ recurrence: JSON.stringify(RECURRENCE) }), true).expect(201)).body
        .id as number;
    });
    afterAll(() => sql(api.databaseUrl, 'DELETE FROM events WHERE id = $1', [id]));

    const refusals: [string, Record<string, string>, RegExp][] = [
      [
        'an end before the start',
        { event_end: '2030-06-01T09:00:00' },
        /^event_end must not be before event_start/,
      ],
      ['a malformed end', { event_end: 'tomorrow' }, /^event_end must be a date and time/],
      ['an unknown status', { status: 'maybe' }, /^status must be one of scheduled, cancelled/],
      ['all_day not true/false', { all_day: 'yes' }, /^all_day must be one of true, false/],
      [
        'an unknown image_fit',
        { image_fit: 'stretch' },
        /^image_fit must be one of cover, contain/,
      ],
      [
        'alt text too long',
        { image_alt: 'a'.repeat(EVENT_IMAGE_ALT_MAX_LENGTH + 1) },
        new RegExp(`^image_alt must be at most ${EVENT_IMAGE_ALT_MAX_LENGTH} characters`),
      ],
      [
        'a publish_at without offset',
        { publish_at: '2030-01-01T10:00' },
        /^publish_at must be an instant/,
      ],
      [
        'recurrence that is not JSON',
        { recurrence: '{freq: weekly' },
        /^recurrence must be a JSON object/,
      ],
      [
        'recurrence on a day the start is not',
        {
          recurrence: JSON.stringify({ ...RECURRENCE, by_weekday: [weekdayOf('2030-06-02')] }),
        },
        /^recurrence\.by_weekday must include the start date's weekday/,
      ],
      [
        'recurrence with count 0',
        { recurrence: JSON.stringify({ ...RECURRENCE, count: 0 }) },
        /^recurrence\.count must be a whole number/,
      ],
      [
        'recurrence with an unknown freq',
        { recurrence: JSON.stringify({ ...RECURRENCE, freq: 'daily' }) },
        /^recurrence\.freq must be/,
      ],
      [
        'a new start its repeat cannot have',
        { event_start: '2030-06-02T10:00:00' },
        /^recurrence\.by_weekday must include the start date's weekday/,
      ],
      ['an unknown clear name', { clear: 'title' }, /^clear names fields to empty, from end_date/],
      [
        'a field both given and cleared',
        { clear: 'location', location: 'Here' },
        /^location is both given and cleared/,
      ],
    ];
    it.each(refusals)('PATCH with %s', async (_name, fields, message) => {
      const before = await stored(id);
      const res = await patch(id, fields).expect(400);
      expect(res.body.message).toMatch(message);
      expect(await stored(id)).toEqual(before);
    });

    it('PATCH with a PDF both given and cleared', async () => {
      const before = await stored(id);
      const res = await request(api.url)
        .patch(`/api/v1/events/${id}`)
        .auth(token, bearer)
        .field('clear', 'pdf')
        .attach('pdf', makePdf('other'), 'x.pdf')
        .expect(400);
      expect(res.body.message).toMatch(/^pdf is both given and cleared/);
      expect(await stored(id)).toEqual(before);
    });

    it.each(refusals.filter(([name]) => !/clear|new start/.test(name)))(
      'POST with %s stores nothing',
      async (_name, fields, message) => {
        const count = await eventCount();
        const files = await sql(api.databaseUrl, 'SELECT count(*)::int AS n FROM stored_files');
        const res = await create(base(fields)).expect(400);
        expect(res.body.message).toMatch(message);
        expect(await eventCount()).toBe(count);
        expect(await sql(api.databaseUrl, 'SELECT count(*)::int AS n FROM stored_files')).toEqual(
          files,
        );
      },
    );
  });

  describe('drafts: nothing public before publish_at', () => {
    let draft: number;
    beforeAll(async () => {
      draft = (
        await create(
          base({
            title: 'Secret opening',
            event_start: `${addDays(today, 3)}T10:00:00`,
            publish_at: '2099-01-01T00:00:00Z',
          }),
          true,
        ).expect(201)
      ).body.id as number;
    });
    afterAll(() => sql(api.databaseUrl, 'DELETE FROM events WHERE id = $1', [draft]));

    it('is not in the listing, the count, the .ics feed; its details and .ics are 404', async () => {
      expect((await listing()).map((e) => e.id)).not.toContain(draft);
      const counted = await request(api.url).get('/api/v1/events/50').expect(200);
      expect(counted.body.map((e: MuseumEvent) => e.id)).not.toContain(draft);
      const feed = await request(api.url).get(EVENTS_CALENDAR_PATH).buffer(true).expect(200);
      expect(feed.text).not.toContain('Secret opening');
      await request(api.url).get(eventCalendarPath(draft)).expect(404);
      await request(api.url).get(eventOccurrencesPath(draft)).expect(404);
      await request(api.url).get(eventOccurrencesPath(draft)).auth(token, bearer).expect(200);
      await request(api.url).get(eventDetailsPath(draft)).expect(404);
      // Staff see it, in the admin's list and its details.
      await request(api.url).get(eventDetailsPath(draft)).auth(token, bearer).expect(200);
      await request(api.url).get(eventDetailsPath(draft)).auth('nope', bearer).expect(401);
      const all = await request(api.url).get('/api/v1/events?scope=all').auth(token, bearer);
      expect(all.body.map((e: MuseumEvent) => e.id)).toContain(draft);
    });

    it('its image and PDF are 404 to the public (GET and HEAD) and 200 to staff', async () => {
      for (const path of [
        eventImagePath(draft),
        `${eventImagePath(draft)}?w=400`,
        eventPdfPath(draft),
      ]) {
        await request(api.url).get(path).expect(404);
        await request(api.url).head(path).expect(404);
        const staff = await request(api.url).get(path).auth(token, bearer).buffer(true).expect(200);
        expect(staff.headers['cache-control']).toBe('private, no-store');
        await request(api.url).head(path).auth(token, bearer).expect(200);
      }
    });

    it('appears by itself once publish_at passes (listing, count, details, files)', async () => {
      // A minute ahead on the app's clock, which the test then moves: no real waiting, and the
      // server decides by that same clock.
      const soon = testInstant(60_000);
      const id = (
        await create(
          base({
            title: 'Soon public',
            event_start: `${addDays(today, 2)}T10:00:00`,
            publish_at: soon,
          }),
          true,
        ).expect(201)
      ).body.id as number;
      expect((await listing()).map((e) => e.id)).not.toContain(id);
      await request(api.url).get(eventImagePath(id)).expect(404);
      const feedBefore = await request(api.url).get(EVENTS_CALENDAR_PATH).buffer(true).expect(200);
      expect(feedBefore.text).not.toContain('Soon public');
      await request(api.url).get(eventDetailsPath(id)).expect(404);
      testClock.advance(60_000);
      expect(testClock.now().getTime()).toBeGreaterThanOrEqual(Date.parse(soon));
      expect((await listing()).map((e) => e.id)).toContain(id);
      const counted = await request(api.url).get('/api/v1/events/50').expect(200);
      expect(counted.body.map((e: MuseumEvent) => e.id)).toContain(id);
      await request(api.url).get(eventDetailsPath(id)).expect(200);
      await request(api.url).get(eventImagePath(id)).expect(200);
      await request(api.url).get(eventPdfPath(id)).expect(200);
      const feed = await request(api.url).get(EVENTS_CALENDAR_PATH).buffer(true).expect(200);
      expect(feed.text).toContain('Soon public');
      await sql(api.databaseUrl, 'DELETE FROM events WHERE id = $1', [id]);
    });
  });

  describe('repeating events, closures and occurrences', () => {
    let series: number;
    let start: string;
    let dates: string[];
    beforeAll(async () => {
      start = addDays(today, 7);
      dates = [start, addDays(start, 7), addDays(start, 14)];
      series = (
        await create(
          base({
            title: 'Saturday pour',
            event_start: `${start}T22:00:00`,
            event_end: `${addDays(start, 1)}T01:00:00`,
            recurrence: JSON.stringify({
              freq: 'weekly',
              interval: 1,
              by_weekday: [weekdayOf(start)],
              until: null,
              count: 3,
            }),
          }),
        ).expect(201)
      ).body.id as number;
    });
    afterAll(async () => {
      await sql(api.databaseUrl, 'DELETE FROM events WHERE id = $1', [series]);
      await sql(api.databaseUrl, 'DELETE FROM special_days');
    });
    const occurrences = async () => (await listing()).filter((e) => e.id === series);

    it('is listed once per occurrence, each with its own dates', async () => {
      expect(
        (await occurrences()).map((e) => [e.occurrence_date, e.start_date, e.end_date]),
      ).toEqual(dates.map((d) => [d, `${d}T22:00:00`, `${addDays(d, 1)}T01:00:00`]));
      // Every event in a public listing says which occurrence it is.
      for (const event of await listing())
        expect(event.occurrence_date).toEqual(expect.any(String));
      // The admin sees the series as one row.
      const all = await request(api.url).get('/api/v1/events?scope=all').auth(token, bearer);
      expect(all.body.filter((e: MuseumEvent) => e.id === series)).toHaveLength(1);
      // The event page: a given occurrence, or the next one.
      const second = await request(api.url).get(eventDetailsPath(series, dates[1])).expect(200);
      expect(second.body).toMatchObject({
        occurrence_date: dates[1],
        start_date: `${dates[1]}T22:00:00`,
      });
      expect(
        (await request(api.url).get(eventDetailsPath(series)).expect(200)).body.occurrence_date,
      ).toBe(dates[0]);
      await request(api.url)
        .get(eventDetailsPath(series, addDays(start, 1)))
        .expect(404);
      await request(api.url).get(`/api/v1/events/${series}/details?date=someday`).expect(400);
    });

    it('an open-ended repeat is listed up to the horizon', async () => {
      const id = (
        await create(
          base({
            title: 'Every week',
            event_start: `${today}T09:00:00`,
            recurrence: JSON.stringify({
              freq: 'weekly',
              interval: 1,
              by_weekday: [weekdayOf(today)],
              until: null,
              count: null,
            }),
          }),
        ).expect(201)
      ).body.id as number;
      const listed = (await upcomingPages(api.url)).flat().filter((e) => e.id === id);
      expect(listed[0].occurrence_date).toBe(today);
      expect(listed.at(-1)?.occurrence_date).toBe(
        addDays(today, Math.floor(RECURRENCE_HORIZON_DAYS / 7) * 7),
      );
      expect(listed).toHaveLength(Math.floor(RECURRENCE_HORIZON_DAYS / 7) + 1);
      await sql(api.databaseUrl, 'DELETE FROM events WHERE id = $1', [id]);
    });

    it('an occurrence on a closed special day is cancelled with its reason; its own status wins', async () => {
      await request(api.url)
        .post('/api/v1/special-days')
        .auth(token, bearer)
        .send({
          date_from: dates[1],
          date_through: dates[1],
          ranges: [],
          reason: 'Flood repairs',
          note: null,
        })
        .expect(201);
      expect((await occurrences()).map((e) => [e.status, e.status_note])).toEqual([
        ['scheduled', ''],
        ['cancelled', 'Flood repairs'],
        ['scheduled', ''],
      ]);
      // Still listed (marked), in the .ics as CANCELLED.
      const feed = await request(api.url).get(EVENTS_CALENDAR_PATH).buffer(true).expect(200);
      const vevent = feed.text
        .split('BEGIN:VEVENT')
        .find((part) => part.includes(`UID:event-${series}-${dates[1]}@museum.example.org`));
      expect(vevent).toContain('STATUS:CANCELLED');

      // The occurrence's own status wins over the closure.
      const put = await request(api.url)
        .put(eventOccurrencePath(series, dates[1]))
        .auth(token, bearer)
        .send({ status: 'rescheduled', status_note: 'Held in the barn' })
        .expect(200);
      expect(put.body).toMatchObject({
        occurrence_date: dates[1],
        status: 'rescheduled',
        status_note: 'Held in the barn',
      });
      expect((await occurrences())[1]).toMatchObject({
        status: 'rescheduled',
        status_note: 'Held in the barn',
      });
      // Back to the event's own: the closure applies again.
      await request(api.url)
        .delete(eventOccurrencePath(series, dates[1]))
        .auth(token, bearer)
        .expect(200);
      expect((await occurrences())[1]).toMatchObject({
        status: 'cancelled',
        status_note: 'Flood repairs',
      });
    });

    it('PUT/DELETE of an occurrence: one occurrence cancelled, refusals change nothing', async () => {
      const path = eventOccurrencePath(series, dates[2]);
      const before = await stored(series);
      await request(api.url).put(path).send({ status: 'cancelled' }).expect(401);
      await request(api.url)
        .put(eventOccurrencePath(series, addDays(dates[2], 1)))
        .auth(token, bearer)
        .send({ status: 'cancelled' })
        .expect(404);
      await request(api.url)
        .put(eventOccurrencePath(999999, dates[2]))
        .auth(token, bearer)
        .send({ status: 'cancelled' })
        .expect(404);
      const bad = await request(api.url)
        .put(path)
        .auth(token, bearer)
        .send({ status: 'gone' })
        .expect(400);
      expect(bad.body.message).toMatch(/^status must be one of/);
      await request(api.url)
        .put(`/api/v1/events/${series}/occurrences/2030-02-30`)
        .auth(token, bearer)
        .send({ status: 'cancelled' })
        .expect(400);
      expect(await stored(series)).toEqual(before);

      await request(api.url)
        .put(path)
        .auth(token, bearer)
        .send({ status: 'cancelled', status_note: 'Staff ill' })
        .expect(200);
      expect((await occurrences()).map((e) => e.status)).toEqual([
        'scheduled',
        'cancelled',
        'cancelled',
      ]);
      expect((await request(api.url).get(eventDetailsPath(series, dates[2]))).body).toMatchObject({
        status: 'cancelled',
        status_note: 'Staff ill',
      });
      const ics = await request(api.url).get(eventCalendarPath(series)).buffer(true).expect(200);
      expect(ics.text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
      // The event's occurrences as JSON (the admin's preview, the event page's other dates).
      const all = await request(api.url).get(eventOccurrencesPath(series)).expect(200);
      expect(
        all.body.map((e: MuseumEvent) => [e.occurrence_date, e.status, e.status_note]),
      ).toEqual([
        [dates[0], 'scheduled', ''],
        [dates[1], 'cancelled', 'Flood repairs'],
        [dates[2], 'cancelled', 'Staff ill'],
      ]);
      await request(api.url).get(eventOccurrencesPath(999999)).expect(404);
      expect(ics.text.match(/STATUS:CANCELLED/g)).toHaveLength(2);
      // The history entry undoes it.
      const [entry] = (
        await request(api.url).get('/api/v1/audit?limit=1').auth(token, bearer).expect(200)
      ).body as { id: number; summary: string }[];
      expect(entry.summary).toContain(dates[2]);
      await request(api.url)
        .post(`/api/v1/audit/${entry.id}/revert`)
        .auth(token, bearer)
        .expect(200);
      expect((await occurrences())[2].status).toBe('scheduled');
    });

    it('a deleted repeating event comes back from the trash with its occurrences’ statuses', async () => {
      await request(api.url)
        .put(eventOccurrencePath(series, dates[0]))
        .auth(token, bearer)
        .send({ status: 'postponed', status_note: 'Weather' })
        .expect(200);
      await request(api.url).delete(`/api/v1/events/${series}`).auth(token, bearer).expect(200);
      expect(await occurrences()).toEqual([]);
      await request(api.url)
        .post(`/api/v1/events/${series}/restore`)
        .auth(token, bearer)
        .expect(200);
      expect((await occurrences())[0]).toMatchObject({
        status: 'postponed',
        status_note: 'Weather',
      });
      // The lifecycle fields came back too: the repeat, its end time.
      expect((await occurrences()).map((e) => e.end_date)).toEqual(
        dates.map((d) => `${addDays(d, 1)}T01:00:00`),
      );
    });
  });

  describe('the .ics', () => {
    it('all-day events as DATE values (DTEND the next day), DTEND from end_date, statuses, own location', async () => {
      const d = addDays(today, 20);
      const ids = await Promise.all([
        create(
          base({
            title: 'Fair',
            event_start: `${d}T00:00:00`,
            event_end: `${addDays(d, 1)}T00:00:00`,
            all_day: 'true',
          }),
        ),
        create(
          base({
            title: 'Talk',
            event_start: `${d}T18:00:00`,
            event_end: `${d}T19:30:00`,
            location: 'The barn',
            status: 'postponed',
          }),
        ),
        create(base({ title: 'Walk', event_start: `${d}T09:00:00`, status: 'cancelled' })),
      ]).then((all) => all.map((res) => res.body.id as number));
      const feed = (await request(api.url).get(EVENTS_CALENDAR_PATH).buffer(true).expect(200)).text;
      const vevent = (id: number) =>
        feed.split('BEGIN:VEVENT').find((part) => part.includes(`UID:event-${id}@`)) ?? '';
      const compact = (date: string) => date.replace(/-/g, '');
      expect(vevent(ids[0])).toContain(
        `DTSTART;VALUE=DATE:${compact(d)}\r\nDTEND;VALUE=DATE:${compact(addDays(d, 2))}`,
      );
      expect(vevent(ids[0])).toContain('STATUS:CONFIRMED');
      expect(vevent(ids[1])).toContain(`DTEND;TZID=America/New_York:${compact(d)}T193000`);
      expect(vevent(ids[1])).toContain('STATUS:TENTATIVE');
      expect(vevent(ids[1])).toContain('LOCATION:The barn');
      expect(vevent(ids[2])).toContain('STATUS:CANCELLED');
      expect(vevent(ids[2])).toContain('DURATION:PT1H');
      expect(vevent(ids[2])).toMatch(/LOCATION:Hopewell|LOCATION:[^\r]*,/);
      for (const id of ids) await sql(api.databaseUrl, 'DELETE FROM events WHERE id = $1', [id]);
    });
  });

  describe('past events, paged', () => {
    beforeAll(async () => {
      await sql(api.databaseUrl, 'DELETE FROM events');
      // 24 single past events, a past repeat of 3, a draft in the past, and an upcoming one.
      for (let i = 1; i <= 24; i++)
        await sql(
          api.databaseUrl,
          `INSERT INTO events (title, description, starts_at) VALUES ($1, 'x', $2::date + time '10:00')`,
          [`Past ${i}`, addDays(today, -100 + i)],
        );
      await sql(
        api.databaseUrl,
        `INSERT INTO events (title, description, starts_at, recurrence) VALUES ('Past repeat', 'x', $1::date + time '10:00', $2)`,
        [
          addDays(today, -21),
          JSON.stringify({
            freq: 'weekly',
            interval: 1,
            by_weekday: [weekdayOf(addDays(today, -21))],
            until: null,
            count: 3,
          }),
        ],
      );
      await sql(
        api.databaseUrl,
        `INSERT INTO events (title, description, starts_at, publish_at) VALUES ('Past draft', 'x', $1::date + time '10:00', '2099-01-01Z')`,
        [addDays(today, -3)],
      );
      await sql(
        api.databaseUrl,
        `INSERT INTO events (title, description, starts_at) VALUES ('Upcoming', 'x', $1::date + time '10:00')`,
        [addDays(today, 3)],
      );
    });

    it('newest first, 20 a page, X-Total-Count and Link say what is left', async () => {
      await waitUntil(async () => (await listing()).length === 1);
      const first = await request(api.url).get('/api/v1/events?scope=past&page=1').expect(200);
      expect(first.headers['x-total-count']).toBe('27');
      expect(first.headers.link).toBe('</api/v1/events?scope=past&page=2>; rel="next"');
      expect(first.body).toHaveLength(20);
      const titles = first.body.map((e: MuseumEvent) => e.title);
      expect(titles.slice(0, 2)).toEqual(['Past repeat', 'Past repeat']);
      expect(titles).not.toContain('Past draft');
      const starts = first.body.map((e: MuseumEvent) => e.start_date);
      expect(starts).toEqual([...starts].sort().reverse());
      for (const event of first.body) expect(event.occurrence_date).toEqual(expect.any(String));
      const second = await request(api.url).get('/api/v1/events?scope=past&page=2').expect(200);
      expect(second.body).toHaveLength(7);
      expect(second.headers.link).toBe('</api/v1/events?scope=past&page=1>; rel="prev"');
      expect(second.body.at(-1).title).toBe('Past 1');
      // Without a page: the first.
      expect((await request(api.url).get('/api/v1/events?scope=past').expect(200)).body).toEqual(
        first.body,
      );
      expect(
        (await request(api.url).get('/api/v1/events?scope=past&page=9').expect(200)).body,
      ).toEqual([]);
    });

    it.each(['0', '-1', 'abc', '1.5', ''])('page=%s is 400', async (page) => {
      const res = await request(api.url).get(`/api/v1/events?scope=past&page=${page}`).expect(400);
      expect(res.body.message).toMatch(/^page must be a whole number from 1/);
    });

    it('a lifecycle write shows in the history with before and after', async () => {
      const id = (await create(base({ event_start: `${addDays(today, 5)}T10:00:00` })).expect(201))
        .body.id as number;
      await patch(id, { status: 'cancelled', status_note: 'Ice' }).expect(200);
      const rows = await sql<{ before: MuseumEvent; after: MuseumEvent }>(
        api.databaseUrl,
        `SELECT before, after FROM audit_log WHERE entity = 'events' AND entity_id = $1 AND action = 'update'`,
        [String(id)],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].before).toMatchObject({ ...EVENT_LIFECYCLE_DEFAULTS, id });
      expect(rows[0].after).toMatchObject({ status: 'cancelled', status_note: 'Ice' });
      // A change of every kind of field is undone from its history entry, the new fields too.
      const before = (await request(api.url).get(eventDetailsPath(id)).auth(token, bearer)).body;
      await patch(id, {
        event_end: `${addDays(today, 5)}T12:00:00`,
        all_day: 'true',
        status: 'postponed',
        image_alt: 'Alt',
        location: 'Barn',
        price_text: '$2',
        image_fit: 'contain',
        link_url: '/visit',
        publish_at: '2099-01-01T00:00:00Z',
        recurrence: JSON.stringify({
          freq: 'monthly',
          interval: 1,
          by_weekday: [],
          until: null,
          count: 2,
        }),
      }).expect(200);
      const [entry] = (
        await request(api.url).get('/api/v1/audit?limit=1').auth(token, bearer).expect(200)
      ).body as { id: number }[];
      await request(api.url)
        .post(`/api/v1/audit/${entry.id}/revert`)
        .auth(token, bearer)
        .expect(200);
      expect((await request(api.url).get(eventDetailsPath(id)).auth(token, bearer)).body).toEqual(
        before,
      );
    });
  });
});
