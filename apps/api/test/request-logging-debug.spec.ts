import request from 'supertest';
import { settle, startLoggedApp, type LogLine } from './support/logged-app';
import type { TestApp } from './test-app';

/** Issue 12: at LOG_LEVEL=debug every request still has its one line. */
describe('request logging at debug', () => {
  const lines: LogLine[] = [];
  let api: TestApp;
  beforeAll(async () => {
    api = await startLoggedApp('debug', lines);
  });
  afterAll(() => api.close());

  it('one line per successful public read', async () => {
    await request(api.url).get('/api/v1/events').expect(200);
    await settle(api, lines);
    expect(lines.filter((line) => line.req?.url === '/api/v1/events')).toEqual([
      expect.objectContaining({ level: 20, msg: 'request completed' }),
    ]);
  });
});
