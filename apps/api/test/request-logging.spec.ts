import request from 'supertest';
import { SLOW_REQUEST_MS } from '../src/create-app';
import { signIn } from './auth-helpers';
import { settle, useLoggedApp } from './support/logged-app';

/** No per-request info line for a successful public read; writes and errors keep theirs. */
describe('request logging at info', () => {
  const { api, lines } = useLoggedApp('info');

  /** The request lines pino-http wrote for requests to `path` (after the response is sent). */
  const requestLines = async (path: string) => {
    await settle(api, lines);
    return lines.filter((line) => line.req?.url?.startsWith(path));
  };

  it('a successful public GET writes nothing at info (nor does its 304)', async () => {
    for (const path of ['/api/v1/events', '/api/v1/holidays', '/api/v1/events.ics']) {
      const first = await request(api.url).get(path).expect(200);
      if (first.headers.etag)
        await request(api.url).get(path).set('if-none-match', first.headers.etag).expect(304);
      // Only a read slower than SLOW_REQUEST_MS has its line (a busy machine may make one so).
      const lines = await requestLines(path);
      expect(lines.filter((line) => !((line.responseTime ?? 0) > SLOW_REQUEST_MS))).toEqual([]);
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
