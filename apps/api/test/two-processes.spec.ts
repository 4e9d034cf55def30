import request from 'supertest';
import { TopicCache } from '../src/cache/topic-cache.service';
import { signIn } from './auth-helpers';
import { createTestDatabase, sql, startTestApp, type TestApp } from './test-app';

/** Two API instances on one database, as two replicas behind a load balancer would be. */
describe('two API processes sharing one database', () => {
  let first: TestApp;
  let second: TestApp;
  let token: string;
  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    first = await startTestApp({ databaseUrl });
    second = await startTestApp({ databaseUrl });
    token = await signIn(first, 'admin', readAdminPassword(first, second));
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  // Friday 2025-07-04 11:00 in New York.
  const at = '2025-07-04T15:00:00Z';
  const statusOn = async (api: TestApp) =>
    (await request(api.url).get('/api/v1/hours/status').query({ at }).expect(200)).body;

  it('an hours write through one is seen by the other’s status at once', async () => {
    // Warm both caches first, so a stale cache would show.
    expect((await statusOn(second)).status).toBe('OPEN');
    expect((await statusOn(first)).status).toBe('OPEN');
    await request(first.url)
      .post('/api/v1/hours/set')
      .auth(token, { type: 'bearer' })
      .send({ day: 'Friday', start_time: '12:00', end_time: '13:00' })
      .expect(200);
    expect(await statusOn(second)).toEqual({
      status: 'CLOSED',
      message: 'Open today from 12:00 PM to 1:00 PM',
    });
  });

  it('a holiday write through one is seen by the other at once, and so is a change made in SQL', async () => {
    await request(second.url)
      .post('/api/v1/holidays/set')
      .auth(token, { type: 'bearer' })
      .send({ date: '2025-07-04', description: 'Independence Day' })
      .expect(200);
    expect(await statusOn(first)).toEqual({
      status: 'CLOSED',
      message: 'Closed for Independence Day',
    });
    expect((await request(first.url).get('/api/v1/holidays').expect(200)).body).toEqual([
      { holiday_date: '2025-07-04', description: 'Independence Day' },
    ]);

    await sql(first.databaseUrl, `DELETE FROM holidays`);
    await waitFor(async () => (await statusOn(first)).message !== 'Closed for Independence Day');
  });

  it('after the LISTEN connection drops it reconnects, and stays correct meanwhile', async () => {
    const listener = second.app.get(TopicCache);
    listener.simulateDisconnect();
    expect(listener.isListening).toBe(false);
    // While deaf, reads go to the database: still correct.
    await request(first.url)
      .post('/api/v1/hours/set')
      .auth(token, { type: 'bearer' })
      .send({ day: 'Friday', start_time: '09:00', end_time: '16:00' })
      .expect(200);
    expect((await statusOn(second)).status).toBe('OPEN');
    await waitFor(async () => listener.isListening);
    await request(first.url)
      .post('/api/v1/hours/set')
      .auth(token, { type: 'bearer' })
      .send({ day: 'Friday', start_time: null, end_time: null })
      .expect(200);
    expect((await statusOn(second)).message).toBe('Open tomorrow from 9:00 AM to 4:00 PM');
  });
});

/** Whichever instance created the first-run admin gave it FIRST_RUN_ADMIN_PASSWORD. */
function readAdminPassword(...apps: TestApp[]): string {
  return apps[0].config.firstRunAdminPassword as string;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
