import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { loadConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import { signIn } from './auth-helpers';
import { createTestDatabase, TEST_JWT_SECRET, type TestApp } from './test-app';

/** Issue 12: no per-request info line for a successful public read; writes and errors keep theirs. */
describe('request logging at info', () => {
  const lines: { level: number; msg?: string; req?: { method: string; url: string } }[] = [];
  let api: TestApp;
  let app: NestExpressApplication;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-test-data-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: await createTestDatabase(),
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      ARGON2_MEMORY_KIB: '19456',
      ARGON2_TIME_COST: '2',
      LOGIN_THROTTLE_LIMIT: '1000',
    });
    app = await createApp(config, {
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address();
    api = {
      app,
      url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      config,
      databaseUrl: config.databaseUrl ?? '',
      close: async () => {
        await app.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
  afterAll(() => api.close());

  /** The request lines pino-http wrote for requests to `path` (after the response is sent). */
  const requestLines = async (path: string) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return lines.filter((line) => line.req?.url?.startsWith(path));
  };

  it('a successful public GET writes nothing at info (nor does its 304)', async () => {
    for (const path of ['/api/v1/events', '/api/v1/holidays', '/api/v1/events.ics']) {
      const first = await request(api.url).get(path).expect(200);
      if (first.headers.etag)
        await request(api.url).get(path).set('if-none-match', first.headers.etag).expect(304);
      expect(await requestLines(path)).toEqual([]);
    }
  });

  it('a write logs one line; so does a sign-in and a refused request', async () => {
    const token = await signIn(api);
    expect(await requestLines('/api/v1/auth/token')).toHaveLength(1);
    await request(api.url)
      .post('/api/v1/holidays/set')
      .set('authorization', `Bearer ${token}`)
      .send({ date: '2030-12-25', description: 'Christmas' })
      .expect(200);
    const writes = await requestLines('/api/v1/holidays/set');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ level: 30, msg: 'request completed' });
    await request(api.url).get('/api/v1/events/abc/calendar.ics').expect(400);
    expect(await requestLines('/api/v1/events/abc')).toEqual([
      expect.objectContaining({ level: 40 }),
    ]);
  });
});
