import { get, type IncomingHttpHeaders } from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { CONTENT_DEFAULTS } from '@furnace/contracts';
import { Answers } from '../src/cache/answers';
import { ContentService } from '../src/content/content.service';
import { API_CONTENT_SECURITY_POLICY } from '../src/web/content-security-policy';
import { signIn } from './auth-helpers';
import { sql, startTestApp, testToday, waitUntil, type TestApp } from './test-app';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Plain node:http: the status, every header and the body exactly as sent. */
function fetchRaw(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    get(`${base}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject);
  });
}

function withoutDate({ date: _date, ...rest }: IncomingHttpHeaders): IncomingHttpHeaders {
  return rest;
}

/**
 * Whole answers of public GETs, kept in one place (cache/answers.ts): a kept answer goes out
 * before the pipeline exactly as the pipeline sent it, `?u=<random>` is the same answer, and a
 * write drops exactly the answers of the topics it names. `Answers.loads` counts the answers made
 * by running their route: a request served from the cache makes none.
 */
describe('the answer cache (GET answers kept whole, before the pipeline)', () => {
  let api: TestApp;
  let answers: Answers;
  let token: string;
  const loadsFor = async (paths: readonly string[]) => {
    const before = answers.loads;
    for (const path of paths) await request(api.url).get(path).expect(200);
    return answers.loads - before;
  };
  beforeAll(async () => {
    // The server as main.ts assembles it: helmet, compression and the web layer's policy included.
    api = await startTestApp({ withWeb: true });
    answers = api.app.get(Answers);
    token = await signIn(api);
  });
  afterAll(() => api.close());
  beforeEach(() => answers.dropAll());

  it('sends a kept answer exactly as the pipeline sent it the first time', async () => {
    for (const path of ['/api/v1/hours/status', '/api/v1/hours', '/api/v1/events']) {
      const loads = answers.loads;
      const made = await fetchRaw(api.url, path);
      const kept = await fetchRaw(api.url, path);
      expect([path, answers.loads - loads]).toEqual([path, 1]);
      expect([path, kept.status, kept.body]).toEqual([path, 200, made.body]);
      expect([path, withoutDate(kept.headers)]).toEqual([path, withoutDate(made.headers)]);
      // The whole pipeline's headers really are in the comparison (helmet, the web layer's policy).
      expect(kept.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
      expect(kept.headers['x-content-type-options']).toBe('nosniff');
      expect(kept.headers.vary).toBe('Accept-Encoding');
    }
    const status = await fetchRaw(api.url, '/api/v1/hours/status');
    expect(status.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(status.headers['cache-control']).toMatch(/^public, max-age=([0-9]|[1-5][0-9]|60)$/);
    expect(JSON.parse(status.body)).toEqual({
      status: expect.stringMatching(/^(OPEN|CLOSED)$/),
      message: expect.any(String),
    });
  });

  it('revalidates alike: the kept answer and a fresh one give the same 304', async () => {
    const first = await fetchRaw(api.url, '/api/v1/hours/status');
    const etag = String(first.headers.etag);
    const kept = await fetchRaw(api.url, '/api/v1/hours/status', { 'if-none-match': etag });
    answers.dropAll();
    const made = await fetchRaw(api.url, '/api/v1/hours/status', { 'if-none-match': etag });
    expect([kept.status, made.status]).toEqual([304, 304]);
    expect(withoutDate(kept.headers)).toEqual(withoutDate(made.headers));
    expect(kept.body).toBe('');
  });

  it('answers ?u=<random> from the cache: only the query parameters a route reads make a new answer', async () => {
    const routes = [
      '/api/v1/hours/status',
      '/api/v1/hours',
      '/api/v1/hours/schedule?days=7',
      '/api/v1/events',
      '/api/v1/events/3',
      '/api/v1/content',
    ];
    expect(await loadsFor(routes)).toBe(routes.length);
    const random = Array.from({ length: 40 }, (_, i) => {
      const route = routes[i % routes.length];
      return `${route}${route.includes('?') ? '&' : '?'}u=${randomUUID()}`;
    });
    expect(await loadsFor(random)).toBe(0);
    // A parameter the route reads is a new answer, once.
    expect(
      await loadsFor(['/api/v1/hours/schedule?days=8', '/api/v1/hours/schedule?days=8&u=1']),
    ).toBe(1);
    // A signed-in request is never answered from the cache.
    const before = answers.loads;
    await request(api.url).get('/api/v1/hours').auth(token, { type: 'bearer' }).expect(200);
    expect(answers.loads - before).toBe(1);
  });

  it('drops exactly the answers of the topics a write names', async () => {
    const hoursAnswers = ['/api/v1/hours', '/api/v1/hours/status', '/api/v1/events'];
    const contentAnswers = ['/api/v1/content'];
    await loadsFor([...hoursAnswers, ...contentAnswers]);
    await request(api.url)
      .put('/api/v1/content/support')
      .auth(token, { type: 'bearer' })
      .send({ ...CONTENT_DEFAULTS.support, benefits: ['Free admission'] })
      .expect(200);
    expect(await loadsFor(hoursAnswers)).toBe(0);
    expect(await loadsFor(contentAnswers)).toBe(1);

    const holiday = (description: string | null) =>
      request(api.url)
        .post('/api/v1/holidays/set')
        .auth(token, { type: 'bearer' })
        .send({ date: '2031-07-04', description })
        .expect(200);
    await holiday('Independence Day');
    try {
      expect(await loadsFor(contentAnswers)).toBe(0);
      // The listing depends on the hours too (a closed day cancels its occurrences).
      expect(await loadsFor(hoursAnswers)).toBe(hoursAnswers.length);
      expect(await loadsFor(hoursAnswers)).toBe(0);
    } finally {
      await holiday(null);
    }
  });

  it('keeps a whole page beside the answers until a write drops it; ?u=<random> is the same page', async () => {
    mkdirSync(join(api.config.dataDir, 'shell'), { recursive: true });
    writeFileSync(
      join(api.config.dataDir, 'shell/index.html'),
      '<!doctype html><html><head><title>t</title></head><body><div id=root></div></body></html>',
    );
    const content = api.app.get(ContentService);
    const made = jest.spyOn(content, 'published');
    try {
      const first = await fetchRaw(api.url, '/visit');
      expect(first.status).toBe(200);
      const reads = made.mock.calls.length; // the page's JSON-LD reads the published content
      expect(reads).toBeGreaterThan(0);
      const again = await fetchRaw(api.url, `/visit?u=${randomUUID()}`);
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(made.mock.calls.length).toBe(reads);
      await request(api.url)
        .put('/api/v1/content/contact')
        .auth(token, { type: 'bearer' })
        .send({ ...CONTENT_DEFAULTS.contact, phone: '717-555-0199' })
        .expect(200);
      const changed = await fetchRaw(api.url, '/visit');
      expect(changed.body).toContain('717-555-0199');
      expect(made.mock.calls.length).toBeGreaterThan(reads);
    } finally {
      made.mockRestore();
      await request(api.url)
        .put('/api/v1/content/contact')
        .auth(token, { type: 'bearer' })
        .send(CONTENT_DEFAULTS.contact)
        .expect(200);
    }
  });

  it('drops a kept status when another process changes the hours (NOTIFY of a change made in SQL)', async () => {
    const today = testToday();
    await fetchRaw(api.url, '/api/v1/hours/status');
    await sql(
      api.databaseUrl,
      `INSERT INTO special_days (date_from, date_through, reason) VALUES ($1, $1, 'Museum moving day')`,
      [today],
    );
    try {
      await waitUntil(async () =>
        (await fetchRaw(api.url, '/api/v1/hours/status')).body.includes('Museum moving day'),
      );
      const kept = await fetchRaw(api.url, '/api/v1/hours/status?u=3');
      // The seeded week opens within a week: "tomorrow", a weekday, never a date.
      expect(JSON.parse(kept.body)).toEqual({
        status: 'CLOSED',
        message: expect.stringMatching(
          /^Closed today for Museum moving day\. Open again (tomorrow|Friday|Saturday|Sunday) from (9:00 AM|12:00 PM) to 4:00 PM$/,
        ),
      });
    } finally {
      await sql(api.databaseUrl, `DELETE FROM special_days`);
    }
  });

  it('keeps no preview (?at=): each is made afresh and says no-store', async () => {
    const path = '/api/v1/hours/status?at=2025-07-04T10:00:00';
    expect(await loadsFor([path, path])).toBe(2);
    const at = await fetchRaw(api.url, path);
    expect(JSON.parse(at.body)).toEqual({
      status: 'OPEN',
      message: 'Open today from 9:00 AM to 4:00 PM',
    });
    expect(at.headers['cache-control']).toBe('no-store');
  });
});
