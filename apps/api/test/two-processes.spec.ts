import request from 'supertest';
import { TopicCache } from '../src/cache/topic-cache.service';
import { signIn } from './auth-helpers';
import { createTestDatabase, sql, startTestApp, type TestApp, waitUntil } from './test-app';

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

  // Friday 2031-07-04 11:00 in New York (a future date: GET /holidays lists from today on).
  const at = '2031-07-04T15:00:00Z';
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
    // NOTIFY reaches the other process within milliseconds; the writer waits (at most 250 ms) for
    // its own copy of it, which on a loaded machine may come before the other's. A cache that never
    // heard would stay OPEN for a minute (the maximum age): 20 s is a safety net well under it.
    await waitUntil(async () => (await statusOn(second)).status === 'CLOSED', 20_000);
    expect(await statusOn(second)).toEqual({
      status: 'CLOSED',
      message: 'Open today from 12:00 PM to 1:00 PM',
    });
  });

  it('a holiday write through one is seen by the other at once, and so is a change made in SQL', async () => {
    await request(second.url)
      .post('/api/v1/holidays/set')
      .auth(token, { type: 'bearer' })
      .send({ date: '2031-07-04', description: 'Independence Day' })
      .expect(200);
    expect(await statusOn(first)).toEqual({
      status: 'CLOSED',
      message: 'Closed today for Independence Day. Open again tomorrow from 9:00 AM to 4:00 PM',
    });
    expect((await request(first.url).get('/api/v1/holidays').expect(200)).body).toEqual([
      { holiday_date: '2031-07-04', description: 'Independence Day' },
    ]);

    await sql(first.databaseUrl, `DELETE FROM special_days`);
    await waitUntil(async () => !(await statusOn(first)).message.startsWith('Closed today'));
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
    await waitUntil(async () => listener.isListening);
    await request(first.url)
      .post('/api/v1/hours/set')
      .auth(token, { type: 'bearer' })
      .send({ day: 'Friday', start_time: null, end_time: null })
      .expect(200);
    await waitUntil(
      async () => (await statusOn(second)).message === 'Open tomorrow from 9:00 AM to 4:00 PM',
    );
  });

  it('a season and a special day written through one are in the other’s schedule, week and status once its NOTIFY arrives', async () => {
    const read = async (api: TestApp) => ({
      day: (await request(api.url).get('/api/v1/hours/schedule?from=2031-07-05&days=1').expect(200))
        .body.days[0],
      week: (await request(api.url).get('/api/v1/hours/week?date=2031-07-05').expect(200)).body
        .open_days,
      seasons: (await request(api.url).get('/api/v1/seasons').expect(200)).body.length,
    });
    // Warm the second's cache first, so a stale copy would show.
    // Friday was closed by the test before.
    expect(await read(second)).toMatchObject({ week: 'Open Saturday and Sunday', seasons: 0 });
    const season = await request(first.url)
      .post('/api/v1/seasons')
      .auth(token, { type: 'bearer' })
      .send({
        name: 'Summer',
        valid_from: '2031-06-01',
        valid_through: '2031-08-31',
        hours: [{ day_of_week: 'Saturday', ranges: [{ open_time: '10:00', close_time: '18:00' }] }],
      })
      .expect(201);
    // The writer waits for its own NOTIFY before answering (at most 250 ms); on a busy machine
    // the other process may hear it a little later, so its copy is awaited, not timed.
    await waitUntil(async () => (await read(second)).seasons === 1);
    expect(await read(second)).toMatchObject({
      day: {
        source: 'season',
        season: 'Summer',
        ranges: [{ open_time: '10:00:00', close_time: '18:00:00' }],
      },
      week: 'Open Saturday',
      seasons: 1,
    });
    const special = await request(first.url)
      .post('/api/v1/special-days')
      .auth(token, { type: 'bearer' })
      .send({
        date_from: '2031-07-05',
        date_through: '2031-07-05',
        ranges: [],
        reason: 'Flood',
        note: null,
      })
      .expect(201);
    await waitUntil(async () => (await read(second)).day.source === 'special');
    expect((await read(second)).day).toMatchObject({ source: 'special', closed_reason: 'Flood' });
    // Saturday 2031-07-05 11:00 EDT.
    expect(
      (await request(second.url).get('/api/v1/hours/status?at=2031-07-05T15:00:00Z').expect(200))
        .body.message,
    ).toBe('Closed today for Flood. Open again Saturday, July 12 from 10:00 AM to 6:00 PM');
    await request(first.url)
      .delete(`/api/v1/special-days/${special.body.id}`)
      .auth(token, { type: 'bearer' })
      .expect(200);
    await request(first.url)
      .delete(`/api/v1/seasons/${season.body.id}`)
      .auth(token, { type: 'bearer' })
      .expect(200);
    await waitUntil(async () => (await read(second)).seasons === 0);
    expect(await read(second)).toMatchObject({ day: { source: 'regular' }, seasons: 0 });
  });
});

/** Whichever instance created the first-run admin gave it FIRST_RUN_ADMIN_PASSWORD. */
function readAdminPassword(...apps: TestApp[]): string {
  return apps[0].config.firstRunAdminPassword as string;
}
