import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import {
  addDays,
  CONTENT_DEFAULTS,
  CONTENT_KEYS,
  CONTENT_SCHEMAS,
  type ContentKey,
  type SiteContent,
} from '@furnace/contracts';
import { siteApiSource } from '../src/content/page-data';
import { badTokens, signIn } from './auth-helpers';
import {
  sql,
  startTestApp,
  testClock,
  testInstant,
  testToday,
  waitUntil,
  type TestApp,
  useTestApp,
} from './test-app';

/** Every stored version and alert, to prove a refused request wrote nothing. */
async function stored(api: TestApp) {
  return {
    versions: await sql(api.databaseUrl, 'SELECT * FROM content_versions ORDER BY id'),
    alerts: await sql(api.databaseUrl, 'SELECT * FROM alerts ORDER BY id'),
  };
}

/** A valid new value for each key: its default with its first text field changed. */
const VALID: { [K in ContentKey]: SiteContent[K] } = {
  ...CONTENT_DEFAULTS,
  admission: {
    ...CONTENT_DEFAULTS.admission,
    items: [
      { label: 'Regular', detail: 'ages 12-64', price: '$9.00' },
      ...CONTENT_DEFAULTS.admission.items.slice(1),
    ],
  },
  tours: {
    ...CONTENT_DEFAULTS.tours,
    schedule: [{ days: 'Saturday', times: '10:00 AM, 1:00 PM' }],
  },
  contact: { ...CONTENT_DEFAULTS.contact, phone: '(717) 555-0100', email: 'visit@furnace.test' },
  links: { ...CONTENT_DEFAULTS.links, tickets: 'https://tickets.furnace.test/' },
  welcome: { ...CONTENT_DEFAULTS.welcome, title: 'Welcome back' },
  visit: { ...CONTENT_DEFAULTS.visit, parking: 'Park by the mansion.\n\nBuses by the shed.' },
  accessibility: { ...CONTENT_DEFAULTS.accessibility, intro: 'Call {phone} first.' },
  support: { ...CONTENT_DEFAULTS.support, benefits: ['Free admission'] },
  associates: {
    ...CONTENT_DEFAULTS.associates,
    officers: [{ role: 'President', name: 'A. Volunteer' }],
  },
  history: { lead: 'Since 1742.', sections: [{ title: 'The Furnace', text: 'Built in 1742.' }] },
  about: { ...CONTENT_DEFAULTS.about, holdings: 'The Great Wheel: five tons.' },
  map: { ...CONTENT_DEFAULTS.map, 'giant-wheel': 'Twenty-four feet across.' },
  announcement: { ...CONTENT_DEFAULTS.announcement, coming: [] },
};

/** For each key, a value its schema refuses, and the field the message must name. */
const INVALID: { [K in ContentKey]: [unknown, string, RegExp] } = {
  admission: [
    { items: [{ label: 'Regular', detail: '', price: 'eight dollars!' }], note: '' },
    'items.0.price',
    /^Admission prices, price 1: Price must be an amount such as \$8\.00/,
  ],
  tours: [
    { ...CONTENT_DEFAULTS.tours, schedule: [{ days: 'Sunday', times: '12:30, 25:00 PM' }] },
    'schedule.0.times',
    /Guided tours, day group 1: Start times must be times separated by commas/,
  ],
  contact: [
    { ...CONTENT_DEFAULTS.contact, email: 'not an address' },
    'email',
    /^Contact details: E-mail address must be an e-mail address/,
  ],
  links: [
    { ...CONTENT_DEFAULTS.links, donate: 'javascript:alert(1)' },
    'donate',
    /^Links: Donation page must be a web address starting with https:\/\//,
  ],
  welcome: [
    { ...CONTENT_DEFAULTS.welcome, title: 'Two\nlines' },
    'title',
    /Welcome heading must be a single line/,
  ],
  visit: [{ ...CONTENT_DEFAULTS.visit, parking: '   ' }, 'parking', /Parking is required\./],
  accessibility: [
    { ...CONTENT_DEFAULTS.accessibility, sections: [] },
    'sections',
    /Sections must have 1 to 12 sections\./,
  ],
  support: [
    { ...CONTENT_DEFAULTS.support, donate: 'x'.repeat(4001) },
    'donate',
    /Donate must be at most 4000 characters\./,
  ],
  associates: [
    { ...CONTENT_DEFAULTS.associates, officers: 'President' },
    'officers',
    /Officers must be a list\./,
  ],
  about: [
    { ...CONTENT_DEFAULTS.about, lead: 'x'.repeat(201) },
    'lead',
    /^About the furnace: Line under the heading must be at most 200 characters\.$/,
  ],
  map: [
    { ...CONTENT_DEFAULTS.map, 'giant-wheel': '' },
    'giant-wheel',
    /^Site map texts: The Great Wheel is required\.$/,
  ],
  history: [
    { lead: 'x', sections: [{ title: '', text: 'x' }] },
    'sections.0.title',
    /History, section 1: Heading is required\./,
  ],
  announcement: [
    { ...CONTENT_DEFAULTS.announcement, coming: Array(11).fill('More') },
    'coming',
    /may have at most 10 items\./,
  ],
};

describe('site content and alerts (docs/api.md, "Site content and alerts")', () => {
  const api = useTestApp();
  let token: string;
  beforeAll(async () => (token = await signIn(api)));

  const put = (key: string, value: unknown, query = '') =>
    request(api.url)
      .put(`/api/v1/content/${key}${query}`)
      .auth(token, { type: 'bearer' })
      .send(value as object);

  it('a fresh install answers every default of the spec, for every key', async () => {
    const res = await request(api.url).get('/api/v1/content').expect(200);
    expect(Object.keys(res.body)).toEqual(CONTENT_KEYS);
    expect(res.body).toEqual(CONTENT_DEFAULTS);
    // docs/product.md §9 facts, read as a visitor would.
    expect(res.body.admission.items.map((i: { price: string }) => i.price)).toEqual([
      '$8.00',
      '$4.00',
      '$7.00',
      'Free',
    ]);
    expect(res.body.tours.schedule).toEqual([
      { days: 'Friday and Saturday', times: '9:30 AM, 11:00 AM, 12:30 PM, 2:00 PM' },
      { days: 'Sunday', times: '12:30 PM, 2:30 PM' },
    ]);
    expect(res.headers.etag).toBeTruthy();
  });

  describe.each(CONTENT_KEYS)('%s', (key) => {
    it('a valid value is published at once and kept as a version', async () => {
      const res = await put(key, VALID[key]).expect(200);
      expect(res.body.message).toBe(
        `${CONTENT_SCHEMAS[key].title} published. Visitors see it on their next page load.`,
      );
      expect(res.body.version).toMatchObject({ key, state: 'current', username: 'admin' });
      const all = (await request(api.url).get('/api/v1/content').expect(200)).body;
      expect(all[key]).toEqual(VALID[key]);
      expect((await request(api.url).get(`/api/v1/content/${key}`).expect(200)).body).toEqual(
        VALID[key],
      );
    });

    it('an invalid value is a 400 naming the field, and nothing is stored', async () => {
      const before = await stored(api);
      const [value, field, message] = INVALID[key];
      const res = await put(key, value).expect(400);
      expect(res.body.message).toMatch(message);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(await stored(api)).toEqual(before);
    });

    it('no token or a bad one: 401 and nothing stored', async () => {
      const before = await stored(api);
      await request(api.url)
        .put(`/api/v1/content/${key}`)
        .send(VALID[key] as object)
        .expect(401);
      for (const bad of Object.values(badTokens(1)))
        await request(api.url)
          .put(`/api/v1/content/${key}`)
          .auth(bad, { type: 'bearer' })
          .send(VALID[key] as object)
          .expect(401);
      await request(api.url).get(`/api/v1/content/${key}/versions`).expect(401);
      expect(await stored(api)).toEqual(before);
    });
  });

  it('unknown keys are 404 naming the keys there are; nothing stored', async () => {
    const before = await stored(api);
    const res = await put('prices', { items: [] }).expect(404);
    expect(res.body.message).toBe(
      `There is no content called "prices". The content keys are: ${CONTENT_KEYS.join(', ')}.`,
    );
    await request(api.url).get('/api/v1/content/prices').expect(404);
    expect(await stored(api)).toEqual(before);
  });

  it('text is trimmed and unknown properties are not stored; control characters are refused', async () => {
    const value = { ...CONTENT_DEFAULTS.welcome, title: '  Hello  ', extra: 'dropped' };
    await put('welcome', value).expect(200);
    expect((await request(api.url).get('/api/v1/content/welcome')).body).toEqual({
      ...CONTENT_DEFAULTS.welcome,
      title: 'Hello',
    });
    const before = await stored(api);
    const res = await put('welcome', { ...CONTENT_DEFAULTS.welcome, text: 'a\u0000b' }).expect(400);
    expect(res.body.message).toBe('text must not contain control characters (such as U+0000).');
    expect(await stored(api)).toEqual(before);
  });

  it('versions are listed newest first; an earlier one can be restored, and both stay in the history', async () => {
    await put('admission', { ...VALID.admission, note: 'First' }).expect(200);
    await put('admission', { ...VALID.admission, note: 'Second' }).expect(200);
    const versions = (
      await request(api.url)
        .get('/api/v1/content/admission/versions')
        .auth(token, { type: 'bearer' })
        .expect(200)
    ).body;
    expect(versions[0]).toMatchObject({ state: 'current', value: { note: 'Second' } });
    const first = versions.find((v: { value: { note: string } }) => v.value.note === 'First');
    expect(first.state).toBe('published');

    const res = await request(api.url)
      .post(`/api/v1/content/admission/versions/${first.id}/restore`)
      .auth(token, { type: 'bearer' })
      .expect(200);
    expect(res.body.message).toBe(`Admission prices: version ${first.id} restored and published.`);
    expect(res.body.version).toMatchObject({ restored_from: first.id, state: 'current' });
    expect((await request(api.url).get('/api/v1/content/admission')).body.note).toBe('First');
    const after = (
      await request(api.url)
        .get('/api/v1/content/admission/versions')
        .auth(token, { type: 'bearer' })
    ).body;
    expect(after.length).toBe(versions.length + 1);

    await request(api.url)
      .post('/api/v1/content/admission/versions/999999/restore')
      .auth(token, { type: 'bearer' })
      .expect(404);
    await request(api.url)
      .post(`/api/v1/content/admission/versions/${first.id}/restore`)
      .expect(401);
    await request(api.url)
      .post('/api/v1/content/admission/versions/abc/restore')
      .auth(token, { type: 'bearer' })
      .expect(400);
  });

  it('"Publish at": a scheduled version shows from its time on, and can be cancelled until then', async () => {
    // A minute ahead on the app's clock, which the test then moves: no real waiting.
    const soon = testInstant(60_000);
    const res = await put(
      'welcome',
      { ...VALID.welcome, title: 'Scheduled' },
      `?publish_at=${soon}`,
    ).expect(200);
    expect(res.body.version.state).toBe('scheduled');
    expect(res.body.message).toBe(
      `Home page welcome will be published ${res.body.version.publish_at}.`,
    );
    expect((await request(api.url).get('/api/v1/content')).body.welcome.title).not.toBe(
      'Scheduled',
    );
    testClock.advance(60_000);
    expect((await request(api.url).get('/api/v1/content')).body.welcome.title).toBe('Scheduled');
    // Published now: it is history, not cancellable.
    await request(api.url)
      .delete(`/api/v1/content/welcome/versions/${res.body.version.id}`)
      .auth(token, { type: 'bearer' })
      .expect(409);

    const later = testInstant(3_600_000);
    const scheduled = await put(
      'welcome',
      { ...VALID.welcome, title: 'Later' },
      `?publish_at=${later}`,
    ).expect(200);
    await request(api.url)
      .delete(`/api/v1/content/welcome/versions/${scheduled.body.version.id}`)
      .expect(401);
    const cancelled = await request(api.url)
      .delete(`/api/v1/content/welcome/versions/${scheduled.body.version.id}`)
      .auth(token, { type: 'bearer' })
      .expect(200);
    expect(cancelled.body.message).toBe(
      `Scheduled version ${scheduled.body.version.id} cancelled.`,
    );
    expect((await request(api.url).get('/api/v1/content')).body.welcome.title).toBe('Scheduled');

    const before = await stored(api);
    const bad = await put('welcome', VALID.welcome, '?publish_at=tomorrow').expect(400);
    expect(bad.body.message).toMatch(/^publish_at must be a date and time/);
    expect(await stored(api)).toEqual(before);
  });

  describe('alerts', () => {
    const post = (body: object, auth = true) => {
      const req = request(api.url).post('/api/v1/alerts');
      if (auth) req.auth(token, { type: 'bearer' });
      return req.send(body);
    };
    const hourFromNow = () => testInstant(3_600_000);

    it('an active alert is listed; a future one only from its start; an ended one never', async () => {
      const now = testInstant(-1000);
      const created = await post({
        message: 'Closed today because of snow.',
        level: 'closure',
        starts_at: now,
        ends_at: hourFromNow(),
      }).expect(201);
      expect(created.body).toMatchObject({ id: expect.any(Number), level: 'closure' });
      const future = await post({
        message: 'Lantern tour tonight.',
        level: 'info',
        starts_at: hourFromNow(),
        ends_at: null,
      }).expect(201);

      const active = (await request(api.url).get('/api/v1/alerts').expect(200)).body;
      expect(active.map((a: { id: number }) => a.id)).toContain(created.body.id);
      expect(active.map((a: { id: number }) => a.id)).not.toContain(future.body.id);
      const inTwoHours = testInstant(7_200_000);
      const later = (await request(api.url).get(`/api/v1/alerts?at=${inTwoHours}`)).body;
      expect(later.map((a: { id: number }) => a.id)).toEqual([future.body.id]);

      const recent = (
        await request(api.url)
          .get('/api/v1/alerts/recent')
          .auth(token, { type: 'bearer' })
          .expect(200)
      ).body;
      expect(recent.map((a: { id: number }) => a.id)).toEqual(
        expect.arrayContaining([created.body.id, future.body.id]),
      );
      await request(api.url).get('/api/v1/alerts/recent').expect(401);

      await request(api.url).delete(`/api/v1/alerts/${created.body.id}`).expect(401);
      const deleted = await request(api.url)
        .delete(`/api/v1/alerts/${created.body.id}`)
        .auth(token, { type: 'bearer' })
        .expect(200);
      expect(deleted.body.message).toBe(`Alert ${created.body.id} deleted.`);
      await request(api.url)
        .delete(`/api/v1/alerts/${created.body.id}`)
        .auth(token, { type: 'bearer' })
        .expect(404);
      expect(
        (await request(api.url).get('/api/v1/alerts')).body.map((a: { id: number }) => a.id),
      ).not.toContain(created.body.id);
    });

    it('bad input is a 400 naming the field, no token 401; nothing stored', async () => {
      const before = await stored(api);
      const start = testInstant();
      const cases: [object, string][] = [
        [{ level: 'info', starts_at: start, ends_at: null }, 'message is required.'],
        [
          { message: 'x'.repeat(281), level: 'info', starts_at: start },
          'message must be at most 280 characters.',
        ],
        [
          { message: 'Two\nlines', level: 'info', starts_at: start },
          'message must be a single line (no line breaks).',
        ],
        [
          { message: 'Snow', level: 'urgent', starts_at: start },
          'level must be one of info, warning, closure.',
        ],
        [
          { message: 'Snow', level: 'info', starts_at: '2026-12-24' },
          'starts_at must be a date and time (ISO 8601, for example 2026-12-24T08:00:00-05:00).',
        ],
        [
          { message: 'Snow', level: 'info', starts_at: hourFromNow(), ends_at: start },
          'ends_at must be after starts_at.',
        ],
        [
          {
            message: 'Snow',
            level: 'info',
            starts_at: '2020-01-01T00:00:00Z',
            ends_at: '2020-01-02T00:00:00Z',
          },
          'ends_at must be in the future: an alert that has ended would never be shown.',
        ],
      ];
      for (const [body, message] of cases) {
        const res = await post(body).expect(400);
        expect([body, res.body.message]).toEqual([body, message]);
      }
      await post({ message: 'Snow', level: 'info', starts_at: start }, false).expect(401);
      await request(api.url)
        .delete('/api/v1/alerts/abc')
        .auth(token, { type: 'bearer' })
        .expect(400);
      expect(await stored(api)).toEqual(before);
    });
  });

  describe('in the pages the server renders', () => {
    let web: TestApp;
    beforeAll(async () => {
      web = await startTestApp({ databaseUrl: api.databaseUrl, withWeb: true });
      mkdirSync(join(web.config.dataDir, 'shell'), { recursive: true });
      writeFileSync(
        join(web.config.dataDir, 'shell/index.html'),
        '<!doctype html><html><head><title>t</title></head><body></body></html>',
      );
    });
    afterAll(() => web.close());

    /** The JSON a page carries in `<script type={type} id={id}>`. */
    const inlinedAs = (html: string, id: string, type: string) => {
      const tag = `<script type="${type}" id="${id}">`;
      const start = html.indexOf(tag);
      if (start < 0) return undefined;
      return JSON.parse(html.slice(start + tag.length, html.indexOf('</script>', start)));
    };

    it('the server render reads the published content and the active alerts; an edit shows on the next page', async () => {
      // What a public page's render reads (it puts them in the page with its HTML, and only the
      // reads the page made): this second process's caches, kept current by NOTIFY.
      const source = siteApiSource(web.app);
      const read = async (path: string) => JSON.parse(JSON.stringify(await source(path)));
      await put('contact', CONTENT_DEFAULTS.contact).expect(200);
      const alert = await request(api.url)
        .post('/api/v1/alerts')
        .auth(token, { type: 'bearer' })
        .send({
          message: 'Snow: closed today.',
          level: 'closure',
          starts_at: testInstant(-1000),
          ends_at: null,
        })
        .expect(201);
      await waitUntil(async () =>
        (await read('/alerts')).some((shown: { id: number }) => shown.id === alert.body.id),
      );
      expect((await read('/content')).contact).toEqual(CONTENT_DEFAULTS.contact);
      // A page that carries no render carries no site-wide JSON either.
      expect((await request(web.url).get('/visit').expect(200)).text).not.toContain('site-content');
      await put('contact', VALID.contact).expect(200);
      await request(api.url)
        .delete(`/api/v1/alerts/${alert.body.id}`)
        .auth(token, { type: 'bearer' })
        .expect(200);
      // This second process hears of both writes through NOTIFY, within milliseconds.
      await waitUntil(async () => (await read('/content')).contact.phone === VALID.contact.phone);
      await waitUntil(async () => (await read('/alerts')).length === 0);
      expect(await read('/content')).toEqual(
        await (
          await request(api.url).get('/api/v1/content')
        ).body,
      );
    });

    it("carries the museum's JSON-LD: contact from content, the week, seasons and special days as resolved", async () => {
      const day = (offset: number) => addDays(testToday(), offset);
      const auth = { type: 'bearer' } as const;
      await request(api.url)
        .post('/api/v1/seasons')
        .auth(token, auth)
        .send({
          name: 'Winter hours',
          valid_from: day(5),
          valid_through: day(40),
          hours: [
            { day_of_week: 'Saturday', ranges: [{ open_time: '10:00', close_time: '14:00' }] },
          ],
        })
        .expect(201);
      await request(api.url)
        .post('/api/v1/special-days')
        .auth(token, auth)
        .send({
          date_from: day(10),
          date_through: day(10),
          ranges: [],
          reason: 'Staff training',
          note: null,
        })
        .expect(201);
      let museum: Record<string, unknown> | undefined;
      await waitUntil(async () => {
        const html = (await request(web.url).get('/events')).text;
        museum = inlinedAs(html, 'museum-json-ld', 'application/ld+json');
        return JSON.stringify(museum ?? {}).includes('Staff training');
      });
      expect(museum).toMatchObject({
        '@type': 'Museum',
        telephone: VALID.contact.phone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: '94 Rexmont Road',
          postalCode: '17016',
        },
      });
      expect(museum?.openingHoursSpecification).toContainEqual(
        expect.objectContaining({
          dayOfWeek: 'https://schema.org/Friday',
          opens: '09:00',
          closes: '16:00',
        }),
      );
      expect(museum?.openingHoursSpecification).toContainEqual(
        expect.objectContaining({
          validFrom: day(5),
          validThrough: day(40),
          opens: '10:00',
          closes: '14:00',
        }),
      );
      expect(museum?.specialOpeningHoursSpecification).toContainEqual(
        expect.objectContaining({
          validFrom: day(10),
          opens: '00:00',
          closes: '00:00',
          description: 'Staff training',
        }),
      );
    });
  });
});
