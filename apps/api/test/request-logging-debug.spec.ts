import request from 'supertest';
import { SLOW_REQUEST_MS } from '../src/create-app';
import { settle, useLoggedApp } from './support/logged-app';

/** At LOG_LEVEL=debug every request still has its one line. */
describe('request logging at debug', () => {
  const { api, lines } = useLoggedApp('debug');

  it('one line per successful public read', async () => {
    await request(api.url).get('/api/v1/events').expect(200);
    await settle(api, lines);
    const logged = lines.filter((line) => line.req?.url === '/api/v1/events');
    expect(logged).toEqual([expect.objectContaining({ msg: 'request completed' })]);
    // debug, or info for a read slower than SLOW_REQUEST_MS (a busy machine may make one so).
    expect(logged[0].level).toBe((logged[0].responseTime ?? 0) > SLOW_REQUEST_MS ? 30 : 20);
  });
});
