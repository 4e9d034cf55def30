import request from 'supertest';
import { TopicCache } from '../src/cache/topic-cache.service';
import { PgChangeListener } from '../src/database/pg-change-listener';
import { createTestDatabase, sql, startTestApp, type TestApp, waitUntil } from './test-app';

/** The LISTEN connection behind TopicCache (a private field: only tests look at it). */
const listenerOf = (api: TestApp) =>
  (api.app.get(TopicCache) as unknown as { listener: PgChangeListener }).listener;
/** The server process of its LISTEN connection (a private field too). */
const backendPid = (listener: PgChangeListener) =>
  (listener as unknown as { client: { processID?: number } | null }).client?.processID ?? null;

describe('the LISTEN connection recovers from a dead connection', () => {
  let databaseUrl: string;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    first = await startTestApp({ databaseUrl });
    second = await startTestApp({ databaseUrl });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  const holidaysOf = async (api: TestApp) =>
    (await request(api.url).get('/api/v1/holidays').expect(200)).body as { description: string }[];

  it('its backend killed (pg_terminate_backend): it reconnects, drops what it cached, and hears later writes', async () => {
    const listener = listenerOf(second);
    // Warm the cache: a stale one would show.
    expect(await holidaysOf(second)).toEqual([]);
    expect(await holidaysOf(second)).toEqual([]);
    const killed = backendPid(listener);
    expect(killed).toEqual(expect.any(Number));

    await sql(databaseUrl, `SELECT pg_terminate_backend($1)`, [killed]);
    // Written while the second process may not hear it.
    await sql(
      databaseUrl,
      `INSERT INTO special_days (date_from, date_through, reason) VALUES ('2030-12-25', '2030-12-25', 'Christmas Day')`,
    );
    await waitUntil(() => listener.isListening && backendPid(listener) !== killed);
    expect((await holidaysOf(second)).map((h) => h.description)).toEqual(['Christmas Day']);

    // A later write by someone else reaches the (now warm) cache through the new connection.
    await sql(
      databaseUrl,
      `INSERT INTO special_days (date_from, date_through, reason) VALUES ('2030-12-26', '2030-12-26', 'Boxing Day')`,
    );
    // A safety net well under the cache's maximum age (a minute): a cache that never heard fails.
    await waitUntil(async () => (await holidaysOf(second)).length === 2, 20_000);
    // The other process never lost its connection.
    expect(listenerOf(first).isListening).toBe(true);
  });

  it('a silently dead connection (its backend frozen, no error, no FIN) is found by the heartbeat and replaced', async () => {
    const events: string[] = [];
    const listener = new PgChangeListener(
      databaseUrl,
      ['hours_changed'],
      {
        changed: (channel) => events.push(`changed ${channel}`),
        setListening: (listening) => events.push(listening ? 'listening' : 'deaf'),
      },
      // Long enough that a busy machine never misses a live heartbeat; a frozen backend never answers.
      { everyMs: 500, timeoutMs: 2000 },
    );
    await listener.start();
    const frozen = backendPid(listener) as number;
    try {
      expect(events).toEqual(['listening']);
      process.kill(frozen, 'SIGSTOP');
      const frozenAt = Date.now();
      await waitUntil(() => listener.isListening && backendPid(listener) !== frozen, 30_000);
      console.log(`frozen LISTEN backend replaced after ${Date.now() - frozenAt} ms`);
      expect(events).toEqual(['listening', 'deaf', 'listening']);
      await sql(databaseUrl, `NOTIFY hours_changed`);
      await waitUntil(() => events.includes('changed hours_changed'), 20_000);
    } finally {
      process.kill(frozen, 'SIGCONT');
      await sql(databaseUrl, `SELECT pg_terminate_backend($1)`, [frozen]);
      await listener.stop();
    }
  });
});
