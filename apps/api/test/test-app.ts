import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import { loadConfig, type AppConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import { createDatabaseIfMissing } from '../src/database/create-database';
import { siteApiSource, sitePageData, sitePageHead } from '../src/content/page-data';
import { mountWeb } from '../src/web/mount-web';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** The first-run admin's password in tests (FIRST_RUN_ADMIN_PASSWORD). */
export const TEST_ADMIN_PASSWORD = 'first-run-admin-password-for-tests';

/** A fresh, empty database on the run's shared test server (see global-setup.mjs). */
export async function createTestDatabase(): Promise<string> {
  const serverUrl = process.env.API_TEST_PG_URL;
  if (!serverUrl)
    throw new Error('API_TEST_PG_URL is not set: run the api tests through jest.config.js');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await createDatabaseIfMissing(serverUrl, name);
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

/** Builds the real app on a database (a fresh one unless given) and listens on a free port. */
export async function startTestApp(
  options: {
    databaseUrl?: string;
    env?: Record<string, string>;
    /** Also the web layer (compression, Content-Security-Policy, pages), as main.ts assembles it. */
    withWeb?: boolean;
  } = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    ARGON2_MEMORY_KIB: '19456',
    ARGON2_TIME_COST: '2',
    // High enough that ordinary tests never trip it; the throttling test sets its own.
    LOGIN_THROTTLE_LIMIT: '1000',
    FIRST_RUN_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ...options.env,
  });
  const app = await createApp(config);
  if (options.withWeb) {
    await mountWeb(app, {
      webRoot: dataDir,
      dataDir,
      publicUrl: 'http://127.0.0.1',
      pageData: sitePageData(app),
      pageHead: sitePageHead(app),
      api: siteApiSource(app),
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

/** Runs one query on the test database outside the app (to check what was really stored). */
export async function sql<T = Record<string, unknown>>(
  databaseUrl: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
