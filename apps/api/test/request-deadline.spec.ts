import request from 'supertest';
import { DEADLINE_MESSAGE } from '../src/common/request-deadline';
import { signIn } from './auth-helpers';
import { lockWaiters, waitForLockWaiters, whileLocked } from './support/lock-waiters';
import { sql, startTestApp, useTestApp, waitUntil, type TestApp } from './test-app';

describe('a request as a whole has a deadline (REQUEST_DEADLINE_MS)', () => {
  // Signs in on an app without a short deadline: only the write below is meant to run out of time.
  const api = useTestApp();
  let hurried: TestApp;
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(api);
    // No statement_timeout: each query alone may wait for ever, only the deadline ends the request.
    hurried = await startTestApp({
      databaseUrl: api.databaseUrl,
      env: { REQUEST_DEADLINE_MS: '1000', LOGIN_SLOWDOWN_MS: '500', DB_STATEMENT_TIMEOUT_MS: '0' },
    });
  });
  afterAll(() => hurried?.close());

  it('a write held behind a lock is answered 503 with Retry-After at the deadline, its transaction rolled back', async () => {
    const stored = () =>
      sql(
        api.databaseUrl,
        `SELECT (SELECT json_agg(h ORDER BY h) FROM opening_hour_ranges h) AS hours,
                (SELECT count(*)::int FROM audit_log) AS history`,
      );
    const before = await stored();
    // The write changes Monday's hours, then waits for the History, which this test holds locked.
    await whileLocked(api.databaseUrl, 'LOCK TABLE audit_log IN EXCLUSIVE MODE', async () => {
      const answer = request(hurried.url)
        .post('/api/v1/hours/set')
        .auth(admin, { type: 'bearer' })
        .send({ day: 'Monday', start_time: '07:00', end_time: '08:00' })
        .then((res) => res);
      await waitForLockWaiters(api.databaseUrl, 1);
      const res = await answer;
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: DEADLINE_MESSAGE,
      });
      // The waiting statement was cancelled at the deadline, while the lock is still held.
      await waitUntil(async () => (await lockWaiters(api.databaseUrl)) === 0);
    });
    expect(await stored()).toEqual(before);
  });

  it('a backup made now is the one request without it: it outlasts a write that runs out of time', async () => {
    // The backup's snapshot reads the History, which waits behind this lock like the write does.
    await whileLocked(
      api.databaseUrl,
      'LOCK TABLE audit_log IN ACCESS EXCLUSIVE MODE',
      async (release) => {
        const backup = request(hurried.url)
          .post('/api/v1/backups')
          .auth(admin, { type: 'bearer' })
          .then((res) => res);
        await waitForLockWaiters(api.databaseUrl, 1);
        const write = await request(hurried.url)
          .post('/api/v1/hours/set')
          .auth(admin, { type: 'bearer' })
          .send({ day: 'Tuesday', start_time: '07:00', end_time: '08:00' });
        expect(write.status).toBe(503);
        await release();
        const made = await backup;
        expect(made.status).toBe(201);
        expect(made.body.name).toMatch(/\.backup\.jsonl\.gz$/);
      },
    );
  });
});
