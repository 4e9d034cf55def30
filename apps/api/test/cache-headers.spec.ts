import { DateTime } from 'luxon';
import request from 'supertest';
import { signIn } from './auth-helpers';
import { testClock, useTestApp } from './test-app';

const PUBLIC_JSON = 'public, max-age=0, s-maxage=10, stale-if-error=86400';

/**
 * What a CDN or reverse proxy may keep (docs/adr/0004-caching.md): public JSON briefly, the status
 * exactly until it can change, nothing that was asked with a token or is a preview.
 */
describe('Cache-Control of the API for shared caches', () => {
  const api = useTestApp({ withWeb: true });
  let token: string;
  beforeAll(async () => (token = await signIn(api)));

  it('public JSON: shared caches keep it briefly, browsers revalidate', async () => {
    for (const path of [
      '/api/v1/hours',
      '/api/v1/hours/schedule',
      '/api/v1/hours/week',
      '/api/v1/events',
      '/api/v1/events/3',
      '/api/v1/content',
      '/api/v1/alerts',
    ]) {
      const res = await request(api.url).get(path).expect(200);
      expect({ path, cacheControl: res.headers['cache-control'] }).toEqual({
        path,
        cacheControl: PUBLIC_JSON,
      });
    }
  });

  it('never lets a shared cache keep an answer for staff', async () => {
    for (const path of ['/api/v1/users/me', '/api/v1/events?scope=all', '/api/v1/alerts/recent']) {
      const res = await request(api.url).get(path).auth(token, { type: 'bearer' }).expect(200);
      expect({ path, cacheControl: res.headers['cache-control'] }).toEqual({
        path,
        cacheControl: 'no-store',
      });
    }
    const preview = await request(api.url).get('/api/v1/hours/status?at=2026-07-04T14:00:00Z');
    expect(preview.headers['cache-control']).toBe('no-store');
  });

  it('the status is kept exactly until it can next change: here a closing 30 s from now', async () => {
    const zone = api.config.museumTimeZone;
    // The test clock runs from the middle of a museum day: 'now + 30 s' is the same day.
    const now = DateTime.fromJSDate(testClock.now(), { zone });
    const close = now.plus({ seconds: 30 });
    await request(api.url)
      .post('/api/v1/hours/set')
      .auth(token, { type: 'bearer' })
      .send({
        day: now.toFormat('cccc'),
        start_time: '00:00:00',
        end_time: close.toFormat('HH:mm:ss'),
      })
      .expect(200);
    const closeMs = close.startOf('second').toMillis();
    /** max-age when the server answers at a time in the second starting `secondMs`: the whole seconds left, less one. */
    const keptFrom = (ms: number) => (closeMs - Math.floor(ms / 1000) * 1000) / 1000 - 1;
    for (const via of ['/api/v1/hours/status', '/api/v1/hours/status?u=1']) {
      // The server reads the same clock somewhere between these two readings, however slow it is.
      const sent = testClock.now().getTime();
      const res = await request(api.url).get(via).expect(200);
      const received = testClock.now().getTime();
      expect(res.body.status).toBe('OPEN');
      const maxAge = Number(/^public, max-age=(\d+)$/.exec(res.headers['cache-control'])?.[1]);
      // Never past the closing, and exactly the whole seconds left when it answered.
      expect(maxAge).toBeLessThanOrEqual(keptFrom(sent));
      expect(maxAge).toBeGreaterThanOrEqual(keptFrom(received));
      expect(maxAge).toBeLessThan((closeMs - sent) / 1000);
    }
    // And the API's own kept copy goes at the closing, not a second later (cache/answers.ts).
    const offset = testClock.now().getTime() - Date.now();
    try {
      testClock.set(closeMs - 1000);
      expect((await request(api.url).get('/api/v1/hours/status?u=2').expect(200)).body.status).toBe(
        'OPEN',
      );
      testClock.set(closeMs);
      expect((await request(api.url).get('/api/v1/hours/status?u=3').expect(200)).body.status).toBe(
        'CLOSED',
      );
    } finally {
      testClock.set(Date.now() + offset);
    }
  });
});
