import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client, Pool, escapeIdentifier } from 'pg';
import { DataSource, type MigrationInterface } from 'typeorm';
import { museumDate } from '@furnace/opening-hours';
import { TestClock, type Clock } from '../src/clock/clock';
import { loadConfig, type AppConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import { MIGRATIONS } from '../src/database/migrations';
import { siteWebOptions } from '../src/content/page-data';
import { mountWeb } from '../src/web/mount-web';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** The first-run admin's password in tests (FIRST_RUN_ADMIN_PASSWORD). */
export const TEST_ADMIN_PASSWORD = 'first-run-admin-password-for-tests';

/** The museum's time zone in tests (the default MUSEUM_TIMEZONE). */
export const MUSEUM_TIME_ZONE = 'America/New_York';

/**
 * Where each test file's clock starts: noon at the museum on Wednesday 15 July 2026 (EDT). It then
 * runs at real speed, so a run never crosses the museum's midnight, whatever the machine's clock
 * and time zone say. A test that must cross a midnight, a DST change or a New Year moves it.
 */
export const TEST_CLOCK_START = new Date('2026-07-15T16:00:00Z');

/**
 * The clock of every app this file starts (unless it brings its own) and of the test itself: what
 * "now" and "today" are in a test come from here, never from `new Date()`. Jest loads this module
 * once per test file, so each file has its own.
 */
export const testClock = new TestClock(TEST_CLOCK_START);

/** The museum's date now, on the test clock. */
export const testToday = (): string => museumDate(testClock.now(), MUSEUM_TIME_ZONE);

/** "Now" on the test clock, `ms` from now, as an ISO 8601 instant. */
export const testInstant = (ms = 0): string =>
  new Date(testClock.now().getTime() + ms).toISOString();

/**
 * The environment a child process needs to run on the test clock (NODE_ENV=test and
 * API_TEST_CLOCK, see src/clock/clock.ts).
 */
export const testClockEnv = (clock: TestClock = testClock): Record<string, string> => ({
  NODE_ENV: 'test',
  ...clock.toEnv(),
});

/**
 * Polls `check` until it holds: for what comes by itself (a NOTIFY from another process, a log
 * line). The deadline is only a safety net, far beyond what the slowest machine needs.
 */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  safetyNetMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + safetyNetMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${safetyNetMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function testServerUrl(): string {
  const serverUrl = process.env.API_TEST_PG_URL;
  if (!serverUrl)
    throw new Error('API_TEST_PG_URL is not set: run the api tests through jest.config.js');
  return serverUrl;
}

/** Database `name` on the server at `serverUrl` (no database path), unless it exists. */
export async function createDatabaseIfMissing(serverUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the run's shared test server (see global-setup.mjs). */
export async function createTestDatabase(): Promise<string> {
  const serverUrl = testServerUrl();
  const name = `test_${randomBytes(6).toString('hex')}`;
  await createDatabaseIfMissing(serverUrl, name);
  return `${serverUrl}/${name}`;
}

/** Every migration applied, nothing else: what the app's own first start makes before it seeds. */
const MIGRATED_TEMPLATE = 'test_template_migrated';
let migratedTemplate: Promise<void> | null = null;

/**
 * Makes MIGRATED_TEMPLATE once per run on the shared server: the first worker that needs it runs
 * the migrations exactly as the app does at start (same list, one transaction each), under an
 * advisory lock, and publishes it by renaming; the others wait for the lock and find it there.
 */
function ensureMigratedTemplate(serverUrl: string): Promise<void> {
  migratedTemplate ??= (async () => {
    const admin = new Client({ connectionString: `${serverUrl}/postgres` });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock(731001)');
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        MIGRATED_TEMPLATE,
      ]);
      if (found.rowCount === 0) {
        const building = `${MIGRATED_TEMPLATE}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building}`);
        await admin.query(`CREATE DATABASE ${building}`);
        const db = new DataSource({
          type: 'postgres',
          url: `${serverUrl}/${building}`,
          entities: [],
          migrations: MIGRATIONS,
          migrationsTransactionMode: 'each',
          synchronize: false,
          logging: false,
        });
        await db.initialize();
        try {
          await db.runMigrations({ transaction: 'each' });
        } finally {
          await db.destroy();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${MIGRATED_TEMPLATE}`);
      }
    } finally {
      await admin.end(); // ends the session, and with it the advisory lock
    }
  })();
  return migratedTemplate;
}

/**
 * A fresh database on the shared server with every migration already applied (a copy of one
 * made once per run), for the tests about anything but the migrations: the app's start then
 * finds nothing to migrate and goes on as on any start (the first-run admin included). Tests of a
 * first start on an empty database use createTestDatabase.
 */
/** Runs `migrations` (e.g. those of an older release: a prefix of MIGRATIONS) on the database. */
export async function migrateTo(databaseUrl: string, migrations: typeof MIGRATIONS): Promise<void> {
  const ds = new DataSource({ type: 'postgres', url: databaseUrl, migrations });
  await ds.initialize();
  try {
    await ds.runMigrations();
  } finally {
    await ds.destroy();
  }
}

/**
 * Takes the database back to the release before `migrations` (each by its own down(), in the order
 * given: newest first) and forgets that they ran, as that release's database would be.
 */
export async function migrateDown(
  databaseUrl: string,
  migrations: MigrationInterface[],
): Promise<void> {
  const ds = new DataSource({ type: 'postgres', url: databaseUrl });
  await ds.initialize();
  const runner = ds.createQueryRunner();
  try {
    for (const migration of migrations) await migration.down(runner);
    await runner.query('DELETE FROM migrations WHERE name = ANY($1)', [
      migrations.map((migration) => migration.name ?? migration.constructor.name),
    ]);
  } finally {
    await runner.release();
    await ds.destroy();
  }
}

export async function createMigratedTestDatabase(): Promise<string> {
  const serverUrl = testServerUrl();
  await ensureMigratedTemplate(serverUrl);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${MIGRATED_TEMPLATE}`);
  } finally {
    await admin.end();
  }
  return `${serverUrl}/${name}`;
}

export interface TestApp {
  app: NestExpressApplication;
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  config: AppConfig;
  databaseUrl: string;
  close(): Promise<void>;
}

/** The environment of every test app: cheap argon2, the first-run admin's known password. */
export const testAppEnv = (databaseUrl: string, dataDir: string): Record<string, string> => ({
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  JWT_SECRET: TEST_JWT_SECRET,
  ARGON2_MEMORY_KIB: '19456',
  ARGON2_TIME_COST: '2',
  // High enough that ordinary tests never trip it; the throttling test sets its own.
  LOGIN_THROTTLE_LIMIT: '1000',
  FIRST_RUN_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
});

/**
 * Builds the real app on a database (unless given, a fresh one with the migrations applied: see
 * createMigratedTestDatabase) and listens on a free port.
 */
export async function startTestApp(
  options: {
    databaseUrl?: string;
    env?: Record<string, string>;
    /** Also the web layer (compression, Content-Security-Policy, pages), as main.ts assembles it. */
    withWeb?: boolean;
    /** The app's "now" (default: this file's testClock). */
    clock?: Clock;
  } = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await createMigratedTestDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-data-'));
  const config = loadConfig({ ...testAppEnv(databaseUrl, dataDir), ...options.env });
  const app = await createApp(config, { clock: options.clock ?? testClock });
  if (options.withWeb) {
    await mountWeb(app, {
      ...siteWebOptions(app, config),
      webRoot: dataDir,
      publicUrl: 'http://127.0.0.1',
    });
  }
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    config,
    databaseUrl,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestAppOptions = Parameters<typeof startTestApp>[0];

/**
 * The app of one describe block: started before its first test and closed after its last. The
 * handle is empty while the tests are declared and filled in once the app listens.
 */
export function useTestApp(options?: TestAppOptions): TestApp {
  const api = {} as TestApp;
  beforeAll(async () => {
    Object.assign(api, await startTestApp(options));
  });
  afterAll(() => api.close?.());
  return api;
}

/**
 * One small pool per database for `sql` (a new connection costs a fork and a SCRAM exchange, some
 * 15 ms: the tests that snapshot tables around every request spent most of their time there).
 * Each statement still runs on its own, in autocommit; an idle connection the server dropped (a
 * stopped or restarted server) is replaced on the next query. Closed when the file's tests end.
 */
const pools = new Map<string, Pool>();

afterAll(async () => {
  const closing = [...pools.values()].map((pool) => pool.end().catch(() => undefined));
  pools.clear();
  await Promise.all(closing);
});

/** Runs one query on the test database outside the app (to check what was really stored). */
export async function sql<T = Record<string, unknown>>(
  databaseUrl: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  let pool = pools.get(databaseUrl);
  if (!pool) {
    pool = new Pool({ connectionString: databaseUrl, max: 2, allowExitOnIdle: true });
    // A server stopped under an idle connection: that connection is dropped, not the test.
    pool.on('error', () => undefined);
    pools.set(databaseUrl, pool);
  }
  return (await pool.query(text, params)).rows as T[];
}
