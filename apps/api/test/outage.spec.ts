import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface, type Interface } from 'node:readline';
import { Client } from 'pg';
import request from 'supertest';
import { MESSAGES } from '@furnace/contracts';
import { freePort } from '../../../tools/lib/processes.cjs';
import { signIn } from './auth-helpers';
import { makeJpeg, makePdf, postEvent } from './support/fixtures';
import { TopicCache } from '../src/cache/topic-cache.service';
import {
  createDatabaseIfMissing,
  createTestDatabase,
  sql,
  startTestApp,
  testClock,
  waitUntil,
  type TestApp,
} from './test-app';

/**
 * Outages: the database really fails (its own PostgreSQL server, stopped and started
 * again; a table lock held by another connection), nothing is mocked. docs/api.md, "When the
 * database is down".
 */
/** The test's own PostgreSQL server (support/pg-server-child.cjs), stopped and started on command. */
/** A process's state letter in /proc (T: stopped by a signal). */
function processState(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2)[0];
}

class OwnServer {
  private readonly child: ChildProcess;
  private readonly lines: Interface;
  private readonly answers: string[] = [];
  private waiting: ((line: string) => void) | null = null;

  constructor(dir: string, port: number, password: string) {
    this.child = spawn(
      process.execPath,
      [join(__dirname, 'support/pg-server-child.cjs'), dir, String(port), password],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    this.lines = createInterface({ input: this.child.stdout as NodeJS.ReadableStream });
    this.lines.on('line', (line) => {
      if (this.waiting) {
        const resolve = this.waiting;
        this.waiting = null;
        resolve(line);
      } else this.answers.push(line);
    });
  }

  next(): Promise<string> {
    const queued = this.answers.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve) => (this.waiting = resolve));
  }

  async command(line: 'stop' | 'start'): Promise<void> {
    this.child.stdin?.write(`${line}\n`);
    expect(await this.next()).toBe(line === 'stop' ? 'stopped' : 'started');
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.stdin?.end();
    await exited;
  }
}

describe('database outage: its own PostgreSQL server, stopped and started again', () => {
  let dir: string;
  let server: OwnServer;
  let api: TestApp;
  let token: string;
  let eventId: number;
  let laterId: number;
  const before = new Map<string, { status: number; body: Buffer | string }>();

  /** Every public read (the status twice: the hot path and the pipeline's `?at=`). */
  const publicReads = () => [
    '/api/v1/hours/status',
    '/api/v1/hours/status?at=2030-06-15T15:00:00Z',
    '/api/v1/hours',
    '/api/v1/holidays',
    // The public hours reads: the same one cached snapshot.
    '/api/v1/hours/schedule',
    '/api/v1/hours/schedule?from=2030-06-10&days=14',
    '/api/v1/hours/week',
    '/api/v1/hours/week?date=2030-06-15',
    '/api/v1/seasons',
    '/api/v1/special-days',
    '/api/v1/special-days?from=2030-01-01&to=2030-12-31',
    '/api/v1/events',
    '/api/v1/events/3',
    `/api/v1/events/${eventId}/calendar.ics`,
    '/api/v1/events.ics',
    `/static/event_images/${eventId}?w=400`,
    `/static/event_info/${eventId}.pdf`,
    `/static/event_info/${laterId}.pdf`,
    '/api/v1/content',
    '/api/v1/content/admission',
    '/api/v1/alerts',
  ];
  const get = (path: string) =>
    request(api.url)
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'api-outage-pg-'));
    chmodSync(dir, 0o755);
    const port = await freePort();
    server = new OwnServer(dir, port, 'outage-password');
    expect(await server.next()).toBe('ready');
    const serverUrl = `postgres://postgres:outage-password@127.0.0.1:${port}`;
    await createDatabaseIfMissing(serverUrl, 'museum');
    api = await startTestApp({
      databaseUrl: `${serverUrl}/museum`,
      env: {
        DB_STATEMENT_TIMEOUT_MS: '1500',
        DB_CONNECT_TIMEOUT_MS: '1000',
        CACHE_MAX_AGE_MS: '200',
      },
    });
    token = await signIn(api);
    const created = await postEvent(api, token, {
      title: 'Iron Pour',
      description: 'Molten iron into sand molds.',
      event_start: '2030-06-15T10:30:00',
      category: 'Demonstration',
      link_text: 'Tickets',
      link_url: 'https://tickets.example.org/pour',
    })
      .attach('image', await makeJpeg(800, 500), { filename: 'p.jpg', contentType: 'image/jpeg' })
      .attach('pdf', makePdf(), { filename: 'f.pdf', contentType: 'application/pdf' })
      .expect(201);
    eventId = created.body.id as number;
    // A printed programme: a PDF of 3 MB, as QR signs and event flyers often are.
    const later = await postEvent(api, token, {
      title: 'Casting Day',
      description: 'Visitors pour their own tile.',
      event_start: '2030-07-01T10:00:00',
      category: 'Workshop',
    })
      .attach('image', await makeJpeg(800, 500), { filename: 'c.jpg', contentType: 'image/jpeg' })
      .attach('pdf', makePdf('x'.repeat(3 * 1024 * 1024)), {
        filename: 'programme.pdf',
        contentType: 'application/pdf',
      })
      .expect(201);
    laterId = later.body.id as number;
  }, 240_000);

  afterAll(async () => {
    await api?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every public read while the database is up, not marked stale', async () => {
    for (const path of publicReads()) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.headers['x-data-stale']).toBeUndefined();
      before.set(path, { status: res.status, body: res.body as Buffer });
    }
  });

  it('liveness and readiness both answer 200 while the database is up', async () => {
    await request(api.url).get('/api/v1/health/live').expect(200, { status: 'ok' });
    for (const path of ['/api/v1/health/ready', '/api/v1/health']) {
      const res = await request(api.url).get(path).expect(200);
      expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
    }
  });

  describe('with the server stopped', () => {
    beforeAll(async () => {
      await server.command('stop');
      // The cache heard the server go (its LISTEN connection is lost): nothing is served as fresh
      // from then on, whatever the maximum age (200 ms here).
      const cache = api.app.get(TopicCache);
      await waitUntil(() => !cache.isListening);
    });

    it('serves the last good copy of every public read, marked X-Data-Stale, byte for byte', async () => {
      for (const path of publicReads()) {
        const res = await get(path);
        expect([path, res.status]).toEqual([path, 200]);
        expect([path, res.headers['x-data-stale']]).toEqual([path, 'true']);
        expect(Number(res.headers['x-data-stale-age'])).toBeGreaterThanOrEqual(0);
        if (path.includes('?at=') || path.endsWith('/status') || path.endsWith('.ics')) continue; // these embed the time
        expect([path, (res.body as Buffer).equals(before.get(path)?.body as Buffer)]).toEqual([
          path,
          true,
        ]);
      }
    });

    it('answers a revalidation (If-None-Match) and a HEAD of a kept file from the stale copy too', async () => {
      const path = `/static/event_images/${eventId}?w=400`;
      const fresh = await get(path);
      const etag = fresh.headers.etag as string;
      const revalidated = await request(api.url).get(path).set('If-None-Match', etag);
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers['x-data-stale']).toBe('true');
      const head = await request(api.url).head(`/static/event_info/${eventId}.pdf`);
      expect(head.status).toBe(200);
      expect(head.headers['x-data-stale']).toBe('true');
    });

    it('answers 503 with Retry-After and a clear message for what was never read (never 500)', async () => {
      for (const path of [
        '/api/v1/events/999999/calendar.ics',
        `/static/event_images/${eventId}?w=800`,
      ]) {
        const res = await request(api.url).get(path);
        expect([path, res.status]).toEqual([path, 503]);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          message: MESSAGES.databaseUnavailable,
        });
      }
    });

    it('answers a protected write 503, not 401, so the admin stays signed in', async () => {
      const res = await request(api.url)
        .post('/api/v1/hours/set')
        .auth(token, { type: 'bearer' })
        .send({ day: 'Monday', start_time: '09:00:00', end_time: '16:00:00' });
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body.message).toBe(MESSAGES.databaseUnavailable);
      const me = await request(api.url).get('/api/v1/users/me').auth(token, { type: 'bearer' });
      expect(me.status).toBe(503);
      // A token that is really bad is still a 401: the signature is checked before the database.
      await request(api.url)
        .get('/api/v1/users/me')
        .auth('not-a-jwt', { type: 'bearer' })
        .expect(401);
    });

    it('is alive but not ready', async () => {
      await request(api.url).get('/api/v1/health/live').expect(200, { status: 'ok' });
      const ready = await request(api.url).get('/api/v1/health/ready').expect(503);
      expect(ready.body).toMatchObject({ status: 'error', database: 'down' });
      const health = await request(api.url).get('/api/v1/health').expect(503);
      expect(health.body).toMatchObject({ status: 'error', database: 'down' });
    });

    it("answers the listing just after the museum's midnight from the day before, less that day's events", async () => {
      // The listing's events are kept under one key until the museum's midnight: the first
      // request after it finds a copy a day old. The app's clock is moved; the database stays
      // really stopped.
      const offset = testClock.now().getTime() - Date.now();
      try {
        testClock.set(Date.parse('2030-06-15T16:00:00Z')); // noon in New York, the event's day
        const sameDay = await request(api.url).get('/api/v1/events').expect(200);
        expect(sameDay.headers['x-data-stale']).toBe('true');
        expect(sameDay.body.map((e: { id: number }) => e.id)).toEqual([eventId, laterId]);

        testClock.set(Date.parse('2030-06-16T04:10:00Z')); // 00:10 the day after, in New York
        for (const path of ['/api/v1/events', '/api/v1/events/3']) {
          const nextDay = await request(api.url).get(path);
          expect([path, nextDay.status, nextDay.headers['x-data-stale']]).toEqual([
            path,
            200,
            'true',
          ]);
          expect([path, nextDay.body.map((e: { id: number }) => e.id)]).toEqual([path, [laterId]]);
        }
      } finally {
        testClock.set(Date.now() + offset);
      }
    });
  });

  describe('when the server is back', () => {
    beforeAll(async () => {
      await server.command('start');
    }, 180_000);

    it('is ready again, answers fresh data (not stale) and takes writes', async () => {
      const deadline = Date.now() + 20_000;
      while ((await request(api.url).get('/api/v1/health/ready')).status !== 200) {
        if (Date.now() > deadline) throw new Error('not ready 20 s after the database came back');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await request(api.url)
        .post('/api/v1/hours/set')
        .auth(token, { type: 'bearer' })
        .send({ day: 'Monday', start_time: '08:00:00', end_time: '12:00:00' })
        .expect(200);
      const hours = await request(api.url).get('/api/v1/hours').expect(200);
      expect(hours.headers['x-data-stale']).toBeUndefined();
      expect(hours.body.hours).toContainEqual({
        day_of_week: 'Monday',
        open_time: '08:00:00',
        close_time: '12:00:00',
        ranges: [{ open_time: '08:00:00', close_time: '12:00:00' }],
      });
      for (const path of publicReads()) {
        const res = await get(path);
        expect([path, res.status, res.headers['x-data-stale']]).toEqual([path, 200, undefined]);
      }
    }, 120_000);
  });

  describe('with the server frozen (every PostgreSQL process of this test stopped with SIGSTOP)', () => {
    /** The postmaster of this test's own server and its children (backends, checkpointer, ...). */
    const serverProcesses = () => {
      const postmaster = Number(
        readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      const children = readdirSync('/proc')
        .filter((name) => /^\d+$/.test(name))
        .filter((pid) => {
          try {
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
            return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
          } catch {
            return false;
          }
        })
        .map(Number);
      return [postmaster, ...children];
    };
    let frozen: number[] = [];
    const thaw = () => {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      frozen = [];
    };
    afterAll(thaw);

    it('answers within the bounds instead of hanging: stale reads, 503 writes', async () => {
      for (const path of publicReads()) await get(path).expect(200); // fresh copies to fall back on
      // Real time past the caches' maximum age (200 ms here: freshness is elapsed real time, not
      // the domain clock), so nothing is fresh any more: this wait is the condition itself.
      await new Promise((resolve) => setTimeout(resolve, 400));
      frozen = serverProcesses();
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');

      const hours = await request(api.url).get('/api/v1/hours');
      expect([hours.status, hours.headers['x-data-stale']]).toEqual([200, 'true']);

      const write = await request(api.url)
        .post('/api/v1/hours/set')
        .auth(token, { type: 'bearer' })
        .send({ day: 'Tuesday', start_time: '09:00:00', end_time: '16:00:00' });
      expect(write.status).toBe(503);
      expect(write.headers['retry-after']).toBe('5');

      await request(api.url).get('/api/v1/health/ready').expect(503);
      await request(api.url).get('/api/v1/health/live').expect(200);
      // statement_timeout 1.5 s cannot fire on a frozen server: the client's bound (1 s more) and
      // the pool's connection timeout (1 s) end the wait. Every answer above came while the
      // server was still frozen (it is thawed only below), so none waited for the database: the
      // API's own bounds ended each wait, however slow this machine is. A wait without a bound
      // would hang until the test's timeout.
      expect(frozen.length).toBeGreaterThan(0);
      expect(frozen.filter((pid) => processState(pid) !== 'T')).toEqual([]);

      thaw();
      const deadline = Date.now() + 20_000;
      while ((await request(api.url).get('/api/v1/health/ready')).status !== 200) {
        if (Date.now() > deadline) throw new Error('not ready 20 s after the server was thawed');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await request(api.url)
        .post('/api/v1/hours/set')
        .auth(token, { type: 'bearer' })
        .send({ day: 'Tuesday', start_time: '09:00:00', end_time: '16:00:00' })
        .expect(200);
    }, 120_000);
  });
});

describe('statement_timeout: a query stuck behind a lock', () => {
  let api: TestApp;
  let token: string;
  beforeAll(async () => {
    api = await startTestApp({
      databaseUrl: await createTestDatabase(),
      env: { DB_STATEMENT_TIMEOUT_MS: '1000' },
    });
    token = await signIn(api);
  });
  afterAll(() => api.close());

  it('is cancelled by the server within the bound and answered 503, not left hanging', async () => {
    const locker = new Client({ connectionString: api.databaseUrl });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE events IN ACCESS EXCLUSIVE MODE');
      const res = await request(api.url)
        .get('/api/v1/events?scope=all')
        .auth(token, { type: 'bearer' });
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body.message).toBe(MESSAGES.databaseUnavailable);
      // Answered while the lock is still held: the query did not wait for the lock, it was
      // cancelled (statement_timeout is the only bound on a query once it has its connection),
      // whatever the speed of the machine. Without the bound it would hang until the test's timeout.
      const held = await sql(
        api.databaseUrl,
        `SELECT 1 AS held FROM pg_locks
          WHERE relation = 'events'::regclass AND mode = 'AccessExclusiveLock' AND granted`,
      );
      expect(held).toEqual([{ held: 1 }]);
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    // The pool is healthy afterwards.
    await request(api.url)
      .get('/api/v1/events?scope=all')
      .auth(token, { type: 'bearer' })
      .expect(200);
    expect(await sql(api.databaseUrl, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
