import request from 'supertest';
import sharp from 'sharp';
import { EVENT_LIFECYCLE_DEFAULTS, eventImagePath, eventPdfPath } from '@furnace/contracts';
import { TopicCache } from '../src/cache/topic-cache.service';
import { signIn } from './auth-helpers';
import { makeJpeg, makePdf, makePng, storedPdf } from './support/fixtures';
import { sql, testToday, waitUntil, useTestApp } from './test-app';

describe('events: create, list, edit, delete, with image and PDF', () => {
  const api = useTestApp();
  let token: string;
  let jpeg: Buffer;
  beforeAll(async () => {
    token = await signIn(api);
    jpeg = await makeJpeg();
  });

  const create = (
    fields: Record<string, string>,
    image: Buffer | null = jpeg,
    filename = 'photo.jpg',
  ) => {
    const req = request(api.url).post('/api/v1/events').auth(token, { type: 'bearer' });
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    if (image) req.attach('image', image, { filename, contentType: 'image/jpeg' });
    return req;
  };
  const fields = (overrides: Record<string, string> = {}) => ({
    title: 'Iron Pour Demonstration',
    description: 'Watch molten iron poured into sand molds.',
    event_start: '2030-06-15T10:30:00',
    category: 'Demonstration',
    link_text: 'Tickets',
    link_url: 'https://tickets.example.org/pour',
    ...overrides,
  });
  const widthOf = async (data: Buffer) => (await sharp(data).metadata()).width;

  it('creates an event with an image (201) and serves the image as WebP at the asked width', async () => {
    const res = await create(fields()).expect(201);
    const id = res.body.id as number;
    expect(res.body).toEqual({
      ...EVENT_LIFECYCLE_DEFAULTS,
      id,
      title: 'Iron Pour Demonstration',
      description: 'Watch molten iron poured into sand molds.',
      category: 'Demonstration',
      start_date: '2030-06-15T10:30:00',
      link_text: 'Tickets',
      link_url: 'https://tickets.example.org/pour',
      image: eventImagePath(id),
      pdf: null,
    });

    const image = await request(api.url)
      .get(`${eventImagePath(id)}?w=400`)
      .buffer(true)
      .expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(Number(image.headers['content-length'])).toBe(image.body.length);
    expect(image.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await widthOf(image.body)).toBe(400);
    // The card costs a fraction of the upload.
    expect(image.body.length).toBeLessThan(jpeg.length / 4);

    // Nearest stored size up; the default is 800; wider than the largest gets the largest.
    for (const [w, expected] of [
      ['401', 800],
      [undefined, 800],
      ['1000', 1600],
      ['5000', 1600],
      ['1', 400],
    ] as const) {
      const url = w === undefined ? eventImagePath(id) : `${eventImagePath(id)}?w=${w}`;
      const res = await request(api.url).get(url).buffer(true).expect(200);
      expect({ w, width: await widthOf(res.body) }).toEqual({ w, width: expected });
    }
    await request(api.url)
      .get(`${eventImagePath(id)}?w=abc`)
      .expect(400);

    // HEAD: the same headers, no body; ETag revalidation gives 304.
    const head = await request(api.url)
      .head(`${eventImagePath(id)}?w=400`)
      .expect(200);
    expect(head.headers['content-length']).toBe(image.headers['content-length']);
    expect(head.headers.etag).toBe(image.headers.etag);
    const again = await request(api.url)
      .get(`${eventImagePath(id)}?w=400`)
      .set('If-None-Match', image.headers.etag)
      .expect(304);
    expect(again.headers.etag).toBe(image.headers.etag);
    await request(api.url).head(eventPdfPath(id)).expect(404);

    const listed = await request(api.url).get('/api/v1/events').expect(200);
    expect(listed.body).toContainEqual({ ...res.body, occurrence_date: '2030-06-15' });
  });

  it('keeps the original image only for the server, never under a public path', async () => {
    const { body } = await create(fields()).expect(201);
    const rows = await sql<{ key: string }>(
      api.databaseUrl,
      `SELECT key FROM stored_files WHERE key LIKE '%/' || $1 || '%' ORDER BY key`,
      [String(body.id)],
    );
    expect(rows.map((r) => r.key)).toEqual([
      `event_images/${body.id}/w1600`,
      `event_images/${body.id}/w400`,
      `event_images/${body.id}/w800`,
      `event_originals/${body.id}`,
    ]);
  });

  it('applies defaults (category, empty link) and accepts PNG, WebP and GIF', async () => {
    const minimal = {
      title: 'Open day',
      description: 'Free entry',
      event_start: '2030-07-01T09:00',
    };
    for (const image of [
      await makePng(),
      await sharp(await makePng())
        .webp()
        .toBuffer(),
      await sharp(await makePng())
        .gif()
        .toBuffer(),
    ]) {
      const res = await create(minimal, image, 'x.bin').expect(201);
      expect(res.body).toMatchObject({
        category: 'Default Category',
        link_text: '',
        link_url: '',
        start_date: '2030-07-01T09:00:00',
      });
    }
  });

  it('edits: blank fields keep their values, a new image replaces the old, a PDF is added', async () => {
    const created = (await create(fields()).expect(201)).body;
    const oldImage = await request(api.url).get(`${created.image}?w=400`).expect(200);

    const res = await request(api.url)
      .patch(`/api/v1/events/${created.id}`)
      .auth(token, { type: 'bearer' })
      .field('title', 'Evening Iron Pour')
      .field('description', '   ')
      .field('link_text', '')
      .field('event_start', '')
      .attach('image', await makePng(1200, 800, { r: 10, g: 10, b: 200 }), 'new.png')
      .attach('pdf', makePdf(), 'flyer.pdf')
      .expect(200);
    expect(res.body).toEqual({
      ...created,
      title: 'Evening Iron Pour',
      pdf: eventPdfPath(created.id),
    });

    const newImage = await request(api.url).get(`${created.image}?w=400`).expect(200);
    expect(newImage.headers.etag).not.toBe(oldImage.headers.etag);
    // The old ETag no longer revalidates.
    await request(api.url)
      .get(`${created.image}?w=400`)
      .set('If-None-Match', oldImage.headers.etag)
      .expect(200);

    const pdf = await request(api.url).get(eventPdfPath(created.id)).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(pdf.body, await storedPdf())).toBe(0);
    const head = await request(api.url).head(eventPdfPath(created.id)).expect(200);
    expect(Number(head.headers['content-length'])).toBe((await storedPdf()).length);
    await request(api.url)
      .get(eventPdfPath(created.id))
      .set('If-None-Match', pdf.headers.etag)
      .expect(304);

    // Only the date: the rest stays.
    const moved = await request(api.url)
      .patch(`/api/v1/events/${created.id}`)
      .auth(token, { type: 'bearer' })
      .field('event_start', '2030-06-16T14:00:00')
      .expect(200);
    expect(moved.body).toEqual({ ...res.body, start_date: '2030-06-16T14:00:00' });
  });

  it('PATCH of a missing event is 404 and stores nothing', async () => {
    const before = await sql(api.databaseUrl, 'SELECT count(*)::int AS n FROM stored_files');
    const res = await request(api.url)
      .patch('/api/v1/events/999999')
      .auth(token, { type: 'bearer' })
      .field('title', 'x')
      .attach('pdf', makePdf(), 'a.pdf')
      .expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is no event 999999.',
    });
    expect(await sql(api.databaseUrl, 'SELECT count(*)::int AS n FROM stored_files')).toEqual(
      before,
    );
    await request(api.url)
      .patch('/api/v1/events/abc')
      .auth(token, { type: 'bearer' })
      .field('title', 'x')
      .expect(400);
    await request(api.url)
      .delete('/api/v1/events/999999')
      .auth(token, { type: 'bearer' })
      .expect(404);
  });

  it('deletes the event and its files together; HEAD on the files is 404 afterwards', async () => {
    const created = (await create(fields()).expect(201)).body;
    await request(api.url)
      .patch(`/api/v1/events/${created.id}`)
      .auth(token, { type: 'bearer' })
      .attach('pdf', makePdf(), 'f.pdf')
      .expect(200);
    await request(api.url).head(created.image).expect(200);
    await request(api.url).head(eventPdfPath(created.id)).expect(200);

    const res = await request(api.url)
      .delete(`/api/v1/events/${created.id}`)
      .auth(token, { type: 'bearer' })
      .expect(200);
    expect(res.body).toEqual({ message: `Event ${created.id} deleted.` });
    await request(api.url).head(created.image).expect(404);
    await request(api.url).head(`${created.image}?w=1600`).expect(404);
    await request(api.url).head(eventPdfPath(created.id)).expect(404);
    const notFound = await request(api.url).get(created.image).expect(404);
    expect(notFound.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No such file.',
    });
    expect(
      await sql(api.databaseUrl, `SELECT key FROM stored_files WHERE key ~ $1`, [
        `(^|/)${created.id}(/|\\.|$)`,
      ]),
    ).toEqual([]);
    const listed = await request(api.url)
      .get('/api/v1/events?scope=all')
      .auth(token, { type: 'bearer' })
      .expect(200);
    expect(listed.body.map((e: { id: number }) => e.id)).not.toContain(created.id);
  });

  it.each([
    ['a date without time', '2030-06-15'],
    ['February 30th', '2030-02-30T10:00:00'],
    ['hour 24', '2030-06-15T24:00:00'],
    ['a US date', '06/15/2030 10:00'],
    ['an offset', '2030-06-15T10:00:00Z'],
    ['text', 'next Saturday'],
  ])('400 for event_start as %s, nothing stored', async (_name, value) => {
    const before = await sql(
      api.databaseUrl,
      'SELECT (SELECT count(*) FROM events)::int AS e, (SELECT count(*) FROM stored_files)::int AS f',
    );
    const res = await create(fields({ event_start: value })).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/^event_start must be a date and time/),
    });
    expect(
      await sql(
        api.databaseUrl,
        'SELECT (SELECT count(*) FROM events)::int AS e, (SELECT count(*) FROM stored_files)::int AS f',
      ),
    ).toEqual(before);
  });

  it.each([
    ['no image', fields(), null, /An image file is required/],
    ['no title', { ...fields(), title: ' ' }, 'jpeg', /title is required/],
    ['no event_start', { ...fields(), event_start: '' }, 'jpeg', /event_start is required/],
    [
      'a javascript: link',
      fields({ link_url: 'javascript:alert(1)' }),
      'jpeg',
      /link_url must be an http\(s\) address/,
    ],
    [
      'a 201-character title',
      fields({ title: 'x'.repeat(201) }),
      'jpeg',
      /title must be at most 200 characters/,
    ],
  ] as const)('POST 400 for %s', async (_name, body, image, message) => {
    const res = await create(body, image ? jpeg : null).expect(400);
    expect(res.body.message).toMatch(message);
  });

  describe('listing', () => {
    beforeAll(async () => {
      await sql(api.databaseUrl, 'DELETE FROM events');
      const today = testToday();
      // Straight into the table: the listing does not care about images.
      await sql(
        api.databaseUrl,
        `INSERT INTO events (title, description, starts_at) VALUES
           ('Long ago', 'past', '2001-01-01T10:00'), ('Yesterday', 'past', $1::date - 1 + time '23:59'),
           ('This morning', 'today', $1::date + time '00:00'), ('Later', 'soon', '2031-01-01T10:00'),
           ('Sooner', 'soon', '2030-12-31T10:00'), ('Latest', 'soon', '2032-05-05T05:05')`,
        [today],
      );
      // Written behind the API's back: the NOTIFY would drop the cache a moment later; do it now.
      api.app.get(TopicCache).invalidate('events');
    });

    it('GET /events: from today (museum time) on, in date order', async () => {
      const res = await request(api.url).get('/api/v1/events').expect(200);
      expect(res.body.map((e: { title: string }) => e.title)).toEqual([
        'This morning',
        'Sooner',
        'Later',
        'Latest',
      ]);
    });

    it('GET /events/{count}: the next count events', async () => {
      const res = await request(api.url).get('/api/v1/events/2').expect(200);
      expect(res.body.map((e: { title: string }) => e.title)).toEqual(['This morning', 'Sooner']);
      expect((await request(api.url).get('/api/v1/events/50').expect(200)).body).toHaveLength(4);
    });

    it.each(['0', '-1', '51', 'abc', '1.5', '1e1', '%20'])(
      'GET /events/%s is 400',
      async (count) => {
        const res = await request(api.url).get(`/api/v1/events/${count}`).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: expect.stringMatching(/^count must be a whole number from 1 to 50/),
        });
      },
    );

    it('GET /events is sent ready-made: gzip when accepted, ETag and 304', async () => {
      const plain = await request(api.url)
        .get('/api/v1/events')
        .set('Accept-Encoding', 'identity')
        .expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/);
      const zipped = await request(api.url)
        .get('/api/v1/events')
        .set('Accept-Encoding', 'gzip, br')
        .expect(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.body).toEqual(plain.body);
      await request(api.url)
        .get('/api/v1/events')
        .set('If-None-Match', plain.headers.etag)
        .expect(304);
      await request(api.url)
        .get('/api/v1/events')
        .set('If-None-Match', zipped.headers.etag)
        .expect(304);
    });

    it('a write by another process (here: a plain SQL session) reaches the cached listing through NOTIFY', async () => {
      await waitUntil(() => api.app.get(TopicCache).isListening);
      const before = (await request(api.url).get('/api/v1/events').expect(200)).body as {
        title: string;
      }[];
      const [row] = await sql<{ id: number }>(
        api.databaseUrl,
        `INSERT INTO events (title, description, starts_at) VALUES ('Made elsewhere', 'x', '2030-12-31T11:00') RETURNING id`,
      );
      await waitUntil(
        async () =>
          (await request(api.url).get('/api/v1/events').expect(200)).body.length ===
          before.length + 1,
      );
      await sql(api.databaseUrl, 'DELETE FROM events WHERE id = $1', [row.id]);
      await waitUntil(
        async () =>
          !(await request(api.url).get('/api/v1/events/50').expect(200)).body.some(
            (e: { id: number }) => e.id === row.id,
          ),
      );
    });

    it('?scope=all adds past events for a signed-in user only', async () => {
      await request(api.url).get('/api/v1/events?scope=all').expect(401);
      await request(api.url)
        .get('/api/v1/events?scope=all')
        .auth('not-a-token', { type: 'bearer' })
        .expect(401);
      await request(api.url).get('/api/v1/events?scope=everything').expect(400);
      const res = await request(api.url)
        .get('/api/v1/events?scope=all')
        .auth(token, { type: 'bearer' })
        .expect(200);
      expect(res.body.map((e: { title: string }) => e.title)).toEqual([
        'Long ago',
        'Yesterday',
        'This morning',
        'Sooner',
        'Later',
        'Latest',
      ]);
    });
  });
});
