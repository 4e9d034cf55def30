import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { SIGN_SUMMARY_MAX_LENGTH, SIGN_TITLE_MAX_LENGTH } from '@furnace/contracts';
import { signIn } from './auth-helpers';
import { makePdf, storedPdf } from './support/fixtures';
import { sql, useTestApp } from './test-app';

/** GET with the path sent exactly as written (supertest/URL would normalise '..' away). */
function rawGet(base: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('QR signs', () => {
  const api = useTestApp({ env: { PUBLIC_URL: 'https://museum.example.org' } });
  let token: string;
  beforeAll(async () => (token = await signIn(api)));

  const put = (name: string, pdf: Buffer = makePdf()) =>
    request(api.url)
      .put(`/api/v1/signs/${name}`)
      .auth(token, { type: 'bearer' })
      .attach('pdf', pdf, 'sign.pdf');
  const names = async () =>
    (
      await request(api.url).get('/api/v1/signs').auth(token, { type: 'bearer' }).expect(200)
    ).body.map((sign: { name: string }) => sign.name);

  it('uploads, replaces, lists, serves, makes a QR code for and deletes a sign', async () => {
    const created = await put('north-gate').expect(201);
    expect(created.body).toEqual({
      name: 'north-gate',
      pdf: '/static/qr/north-gate.pdf',
      qr: '/api/v1/signs/north-gate/qr.svg',
      url: 'https://museum.example.org/signs/north-gate',
      size: (await storedPdf()).length,
      updated_at: expect.any(String),
      title: '',
      summary: '',
    });
    await put('blast-furnace-2', makePdf('Furnace stack')).expect(201);
    // Replacing keeps the name (and every printed QR code) working.
    expect((await put('north-gate', makePdf('Updated')).expect(200)).body.size).toBe(
      (await storedPdf('Updated')).length,
    );

    expect(await names()).toEqual(['blast-furnace-2', 'north-gate']);

    const pdf = await request(api.url).get('/static/qr/north-gate.pdf').buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(pdf.body, await storedPdf('Updated'))).toBe(0);
    await request(api.url).head('/static/qr/north-gate.pdf').expect(200);
    await request(api.url)
      .get('/static/qr/north-gate.pdf')
      .set('If-None-Match', `W/${pdf.headers.etag}`)
      .expect(304);

    const qr = await request(api.url)
      .get('/api/v1/signs/north-gate/qr.svg')
      .buffer(true)
      .expect(200);
    expect(qr.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(qr.body.toString()).toMatch(/^<svg[^>]*viewBox/);
    await request(api.url).get('/api/v1/signs/no-such-sign/qr.svg').expect(404);

    await request(api.url)
      .delete('/api/v1/signs/north-gate')
      .auth(token, { type: 'bearer' })
      .expect(200);
    await request(api.url).head('/static/qr/north-gate.pdf').expect(404);
    await request(api.url).get('/api/v1/signs/north-gate/qr.svg').expect(404);
    await request(api.url)
      .delete('/api/v1/signs/north-gate')
      .auth(token, { type: 'bearer' })
      .expect(404);
  });

  it('the QR code encodes the public /signs/{name} address', async () => {
    await put('mansion').expect(201);
    const QRCode = (await import('qrcode')).default;
    const expected = await QRCode.toString('https://museum.example.org/signs/mansion', {
      type: 'svg',
      errorCorrectionLevel: 'Q',
      margin: 4,
    });
    const qr = await request(api.url).get('/api/v1/signs/mansion/qr.svg').buffer(true).expect(200);
    expect(qr.body.toString()).toBe(expected);
  });

  it.each([
    'North-Gate',
    'north_gate',
    '-gate',
    'gate-',
    'a--b',
    'x'.repeat(65),
    '..',
    '..%2F..%2Fetc',
    '%2e%2e',
    'a%2Fb',
    'a%00b',
  ])('refuses the sign name %s with 400 (and 404 under /static), storing nothing', async (name) => {
    await put(name).expect((res) => expect([400, 404]).toContain(res.status));
    await request(api.url).get(`/static/qr/${name}.pdf`).expect(404);
    await request(api.url)
      .delete(`/api/v1/signs/${name}`)
      .auth(token, { type: 'bearer' })
      .expect((res) => expect([400, 404]).toContain(res.status));
  });

  it('traversal in the raw path finds nothing', async () => {
    await put('gate').expect(201);
    for (const path of [
      '/static/qr/../qr/gate.pdf',
      '/static/qr/..%2Fqr%2Fgate.pdf',
      '/static/qr/%2e%2e/event_info/1.pdf',
      '/static/qr/gate.pdf/..',
      '/static/qr/gate',
      '/static/qr/gate.pdf%00.png',
      '/static/event_info/..%2F..%2Fqr%2Fgate.pdf',
      '/static/event_images/1%2F..%2F..%2Fqr%2Fgate',
      '/static/../api/v1/health',
    ]) {
      expect({ path, status: await rawGet(api.url, path) }).toEqual({ path, status: 404 });
    }
    expect(await rawGet(api.url, '/static/qr/gate.pdf')).toBe(200);
  });

  it('a served file changed by another process (a plain SQL session) is served fresh after its NOTIFY', async () => {
    await put('wagon-shop').expect(201);
    const first = await request(api.url).get('/static/qr/wagon-shop.pdf').expect(200);
    await request(api.url).get('/static/qr/wagon-shop.pdf').expect(200); // now from memory
    const replacement = makePdf('Replaced by hand');
    await sql(
      api.databaseUrl,
      `UPDATE stored_files SET data = $1, byte_size = $2, etag = '"by-hand"' WHERE key = 'qr/wagon-shop.pdf'`,
      [replacement, replacement.length],
    );
    const deadline = Date.now() + 20_000; // a safety net: the NOTIFY comes within milliseconds
    let latest = first;
    while (latest.headers.etag !== '"by-hand"' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      latest = await request(api.url).get('/static/qr/wagon-shop.pdf').buffer(true).expect(200);
    }
    expect(latest.headers.etag).toBe('"by-hand"');
    expect(Buffer.compare(latest.body, replacement)).toBe(0);
    await request(api.url)
      .delete('/api/v1/signs/wagon-shop')
      .auth(token, { type: 'bearer' })
      .expect(200);
    await request(api.url).get('/static/qr/wagon-shop.pdf').expect(404);
  });

  it('a sign needs a PDF: none, or an image in its place, is 400', async () => {
    await request(api.url)
      .put('/api/v1/signs/empty')
      .auth(token, { type: 'bearer' })
      .field('x', 'y')
      .expect(400);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await request(api.url)
      .put('/api/v1/signs/fake')
      .auth(token, { type: 'bearer' })
      .attach('pdf', png, 'fake.pdf')
      .expect(400);
    await request(api.url).head('/static/qr/fake.pdf').expect(404);
    // None of the refused names above left anything behind.
    expect(await names()).toEqual(['blast-furnace-2', 'gate', 'mansion']);
  });

  describe('a title and a summary for the readable /signs/{name} page', () => {
    const texts = (name: string, fields: Record<string, string>, pdf?: Buffer) => {
      const req = request(api.url).put(`/api/v1/signs/${name}`).auth(token, { type: 'bearer' });
      for (const [field, value] of Object.entries(fields)) req.field(field, value);
      if (pdf) req.attach('pdf', pdf, 'sign.pdf');
      return req;
    };
    const stored = async () => ({
      texts: await sql(
        api.databaseUrl,
        'SELECT name, title, summary FROM sign_texts ORDER BY name',
      ),
      files: await sql(
        api.databaseUrl,
        `SELECT key, etag FROM stored_files WHERE key LIKE 'qr/%' ORDER BY key`,
      ),
    });

    it('are written with the PDF or without it, listed, and public with GET /signs/{name}', async () => {
      const made = await texts(
        'great-wheel',
        { title: 'The Great Wheel', summary: 'Turned by the race.\nBuilt 1853.' },
        makePdf('wheel'),
      ).expect(201);
      expect(made.body).toMatchObject({
        name: 'great-wheel',
        title: 'The Great Wheel',
        summary: 'Turned by the race.\nBuilt 1853.',
      });
      // No PDF: the texts alone change, the PDF stays.
      const pdfBefore = await sql(
        api.databaseUrl,
        `SELECT etag FROM stored_files WHERE key = 'qr/great-wheel.pdf'`,
      );
      await texts('great-wheel', { title: 'Great Wheel' }).expect(200);
      expect(
        await sql(
          api.databaseUrl,
          `SELECT etag FROM stored_files WHERE key = 'qr/great-wheel.pdf'`,
        ),
      ).toEqual(pdfBefore);
      const page = await request(api.url).get('/api/v1/signs/great-wheel').expect(200);
      expect(page.body).toEqual({
        name: 'great-wheel',
        title: 'Great Wheel',
        summary: 'Turned by the race.\nBuilt 1853.',
        pdf: '/static/qr/great-wheel.pdf',
      });
      const list = await request(api.url)
        .get('/api/v1/signs')
        .auth(token, { type: 'bearer' })
        .expect(200);
      expect(list.body).toContainEqual(
        expect.objectContaining({
          name: 'great-wheel',
          title: 'Great Wheel',
          summary: 'Turned by the race.\nBuilt 1853.',
        }),
      );
      // An empty field empties it.
      await texts('great-wheel', { summary: '' }).expect(200);
      expect(
        (await request(api.url).get('/api/v1/signs/great-wheel').expect(200)).body.summary,
      ).toBe('');
      // Deleted: its page is 404, and its texts go with it.
      await request(api.url)
        .delete('/api/v1/signs/great-wheel')
        .auth(token, { type: 'bearer' })
        .expect(200);
      await request(api.url).get('/api/v1/signs/great-wheel').expect(404);
      expect(
        await sql(api.databaseUrl, `SELECT 1 FROM sign_texts WHERE name = 'great-wheel'`),
      ).toEqual([]);
    });

    it('GET /signs/{name} is 404 for no sign and 400 for a bad name', async () => {
      await request(api.url).get('/api/v1/signs/nothing-here').expect(404);
      await request(api.url).get('/api/v1/signs/Bad_Name').expect(400);
    });

    it('refusals change nothing: a new sign without its PDF, texts too long, no token', async () => {
      await put('forge').expect(201);
      const before = await stored();
      const noPdf = await texts('new-sign', { title: 'New' }).expect(400);
      expect(noPdf.body.message).toMatch(/A PDF file is required to create a sign/);
      const longTitle = await texts('forge', {
        title: 'x'.repeat(SIGN_TITLE_MAX_LENGTH + 1),
      }).expect(400);
      expect(longTitle.body.message).toBe(
        `title must be at most ${SIGN_TITLE_MAX_LENGTH} characters.`,
      );
      const longSummary = await texts('forge', {
        summary: 'x'.repeat(SIGN_SUMMARY_MAX_LENGTH + 1),
      }).expect(400);
      expect(longSummary.body.message).toBe(
        `summary must be at most ${SIGN_SUMMARY_MAX_LENGTH} characters.`,
      );
      const twoLines = await texts('forge', { title: 'a\nb' }).expect(400);
      expect(twoLines.body.message).toMatch(/^title must be a single line/);
      await request(api.url).put('/api/v1/signs/forge').field('title', 'x').expect(401);
      expect(await stored()).toEqual(before);
      await request(api.url)
        .delete('/api/v1/signs/forge')
        .auth(token, { type: 'bearer' })
        .expect(200);
    });
  });
});
