import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import request from 'supertest';
import { badTokens, signIn } from './auth-helpers';
import { makeJpeg, makePdf } from './support/fixtures';
import { sql, useTestApp } from './test-app';

// A forced collection makes "before" and "after" comparable (the test and the server share this process).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const MB = 1024 * 1024;

/**
 * Sends a multipart body of `fileBytes` whose file part starts with a JPEG signature, generated
 * chunk by chunk so the client never holds it: only the server's memory is being measured.
 */
function streamUpload(
  url: string,
  token: string,
  fileBytes: number,
): Promise<{ status: number; body: string }> {
  const boundary = 'furnace-boundary-7d1f';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHuge\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  chunk[0] = 0xff;
  chunk[1] = 0xd8;
  chunk[2] = 0xff;
  let sent = 0;
  const body = Readable.from(
    (function* () {
      yield head;
      while (sent < fileBytes) {
        const size = Math.min(chunk.length, fileBytes - sent);
        sent += size;
        yield size === chunk.length ? chunk : chunk.subarray(0, size);
      }
      yield tail;
    })(),
  );
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/api/v1/events`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + fileBytes + tail.length,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    body.pipe(req);
  });
}

describe('uploads: types by content, size limits while streaming, auth before anything', () => {
  const api = useTestApp();
  let token: string;
  let jpeg: Buffer;
  const counts = () =>
    sql(
      api.databaseUrl,
      'SELECT (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM stored_files)::int AS files',
    );
  beforeAll(async () => {
    token = await signIn(api);
    jpeg = await makeJpeg(800, 600);
  });

  const post = (attach: (req: request.Test) => request.Test) =>
    attach(
      request(api.url)
        .post('/api/v1/events')
        .auth(token, { type: 'bearer' })
        .field('title', 'T')
        .field('description', 'D')
        .field('event_start', '2030-01-01T10:00:00'),
    );

  it('a PDF renamed .jpg (and sent as image/jpeg) is 400, nothing stored', async () => {
    const before = await counts();
    const res = await post((r) =>
      r.attach('image', makePdf(), { filename: 'flyer.jpg', contentType: 'image/jpeg' }),
    ).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/must be a JPEG, PNG, WebP or GIF/),
    });
    expect(await counts()).toEqual(before);
  });

  it('an image sent as the PDF is 400; a JPEG signature over garbage is 400; an unknown file field is 400', async () => {
    const created = (await post((r) => r.attach('image', jpeg, 'ok.jpg')).expect(201)).body;
    const before = await counts();
    const patch = () =>
      request(api.url).patch(`/api/v1/events/${created.id}`).auth(token, { type: 'bearer' });
    expect(
      (
        await patch()
          .attach('pdf', jpeg, { filename: 'x.pdf', contentType: 'application/pdf' })
          .expect(400)
      ).body.message,
    ).toMatch(/must be a PDF/);
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]);
    expect((await patch().attach('image', fake, 'fake.jpg').expect(400)).body.message).toMatch(
      /could not be read/,
    );
    expect((await patch().attach('poster', jpeg, 'p.jpg').expect(400)).body.message).toMatch(
      /Unexpected file field "poster"/,
    );
    expect(
      (await patch().attach('image', Buffer.alloc(0), 'empty.jpg').expect(400)).body.message,
    ).toMatch(/is empty/);
    expect(await counts()).toEqual(before);
  });

  it('an image over 40 megapixels is 413 even when its file is small', async () => {
    const sharp = (await import('sharp')).default;
    const huge = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(10 * MB);
    const res = await post((r) => r.attach('image', huge, 'huge.png')).expect(413);
    expect(res.body.message).toMatch(/40 megapixels/);
  });

  it('a 30 MB upload is 413, refused while streaming: the server never holds it', async () => {
    const before = await counts();
    gc();
    const start = process.memoryUsage();
    // Live memory while the upload streams: collect first, so chunks already dropped do not count.
    let peak = 0;
    let samples = 0;
    const sampler = setInterval(() => {
      gc();
      const m = process.memoryUsage();
      peak = Math.max(peak, m.heapUsed + m.arrayBuffers);
      samples++;
    }, 5);
    const res = await streamUpload(api.url, token, 30 * MB);
    clearInterval(sampler);
    gc();
    const end = process.memoryUsage();
    console.log(
      `30 MB upload: live memory peak +${((peak - start.heapUsed - start.arrayBuffers) / MB).toFixed(1)} MB over ${samples} samples`,
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The image is larger than 10 MB.',
    });
    const grewAtPeak = (peak - (start.heapUsed + start.arrayBuffers)) / MB;
    const retained = (end.heapUsed + end.arrayBuffers - (start.heapUsed + start.arrayBuffers)) / MB;
    // At most the 10 MB image limit is ever held (plus in-flight socket buffers), never the 30 MB.
    expect(samples).toBeGreaterThan(5);
    expect(grewAtPeak).toBeLessThan(18);
    expect(retained).toBeLessThan(2);
    expect(await counts()).toEqual(before);
  });

  it('a declared Content-Length beyond any allowed form is 413 before anything is read', async () => {
    const res = await streamUpload(api.url, token, 40 * MB);
    expect(res.status).toBe(413);
  });

  it('writes without a valid token are 401, before the body is read, and change nothing', async () => {
    const created = (await post((r) => r.attach('image', jpeg, 'ok.jpg')).expect(201)).body;
    await request(api.url)
      .put('/api/v1/signs/gate')
      .auth(token, { type: 'bearer' })
      .attach('pdf', makePdf(), 'g.pdf')
      .expect(201);
    const before = await sql(
      api.databaseUrl,
      `SELECT (SELECT json_agg(e ORDER BY id) FROM events e) AS events, (SELECT json_agg(key || ':' || etag ORDER BY key) FROM stored_files) AS files`,
    );

    const writes = [
      () =>
        request(api.url)
          .post('/api/v1/events')
          .field('title', 'x')
          .field('description', 'y')
          .field('event_start', '2030-01-01T10:00')
          .attach('image', jpeg, 'a.jpg'),
      () =>
        request(api.url)
          .patch(`/api/v1/events/${created.id}`)
          .field('title', 'Changed')
          .attach('pdf', makePdf(), 'a.pdf'),
      () => request(api.url).delete(`/api/v1/events/${created.id}`),
      () => request(api.url).put('/api/v1/signs/gate').attach('pdf', makePdf('other'), 'b.pdf'),
      () => request(api.url).put('/api/v1/signs/new-one').attach('pdf', makePdf(), 'b.pdf'),
      () => request(api.url).delete('/api/v1/signs/gate'),
      () => request(api.url).get('/api/v1/signs'),
    ];
    const tokens: [string, string | null][] = [['no token', null], ...Object.entries(badTokens(1))];
    for (const [index, write] of writes.entries()) {
      for (const [name, bad] of tokens) {
        const req = write();
        if (bad !== null) req.auth(bad, { type: 'bearer' });
        const res = await req;
        expect({ write: index, name, status: res.status }).toEqual({
          write: index,
          name,
          status: 401,
        });
      }
    }
    expect(
      await sql(
        api.databaseUrl,
        `SELECT (SELECT json_agg(e ORDER BY id) FROM events e) AS events, (SELECT json_agg(key || ':' || etag ORDER BY key) FROM stored_files) AS files`,
      ),
    ).toEqual(before);
  });
});
