import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/app-config';
import { createApp } from '../../src/create-app';
import { createTestDatabase, testAppEnv, testClock, type TestApp } from '../test-app';

export type LogLine = {
  level: number;
  msg?: string;
  req?: { method: string; url: string };
  /** pino-http's duration of the request, in ms. */
  responseTime?: number;
};

/**
 * The real app at LOG_LEVEL `level`, its log lines collected in `lines`. One per test file:
 * nestjs-pino keeps its root logger in a static, so a second app in the same file logs to the
 * first one's stream.
 */
export async function startLoggedApp(level: string, lines: LogLine[]): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-data-'));
  const config = loadConfig({
    ...testAppEnv(await createTestDatabase(), dataDir),
    LOG_LEVEL: level,
  });
  const app = await createApp(config, {
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    clock: testClock,
  });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  return {
    app,
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    config,
    databaseUrl: config.databaseUrl ?? '',
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** startLoggedApp for one describe block: started before its tests, closed after them. */
export function useLoggedApp(level: string): { api: TestApp; lines: LogLine[] } {
  const logged = { api: {} as TestApp, lines: [] as LogLine[] };
  beforeAll(async () => {
    Object.assign(logged.api, await startLoggedApp(level, logged.lines));
  });
  afterAll(() => logged.api.close?.());
  return logged;
}

let barriers = 0;

/**
 * pino-http writes a request's line once its response has finished, which may be just after the
 * client has it. So before reading the lines: one more request (a 404 to a path of its own, logged
 * at warn, so at every level the tests use), sent after the ones before it were answered, and wait
 * until its own line is written: the lines of the requests before it are in by then.
 */
export async function settle(api: TestApp, lines: LogLine[]): Promise<void> {
  const path = `/api/v1/log-barrier/${++barriers}`;
  const res = await fetch(`${api.url}${path}`);
  expect(res.status).toBe(404);
  const deadline = Date.now() + 10_000; // a safety net only: the line comes within milliseconds
  while (!lines.some((line) => line.req?.url === path)) {
    if (Date.now() > deadline) throw new Error(`no log line for ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
