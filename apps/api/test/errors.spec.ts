import request from 'supertest';
import { useTestApp } from './test-app';

/** The error shape of docs/api.md: {statusCode, error, message}, one string, never a stack trace. */
function expectErrorShape(body: unknown, statusCode: number) {
  expect(body).toEqual({ statusCode, error: expect.any(String), message: expect.any(String) });
  expect(JSON.stringify(body)).not.toMatch(/\bat .*\.(js|ts):\d+/);
}

describe('error responses', () => {
  const api = useTestApp();

  it('404 for an unknown API route', async () => {
    const res = await request(api.url).get('/api/v1/nothing-here').expect(404);
    expectErrorShape(res.body, 404);
  });

  it('400 (not 500) for malformed JSON', async () => {
    const res = await request(api.url)
      .post('/api/v1/hours/set')
      .set('content-type', 'application/json')
      .send('{"day": "Monday",')
      .expect(400);
    expectErrorShape(res.body, 400);
    expect(res.body.message).toMatch(/JSON/);
  });

  it('400 for a bad ?at= on the status endpoint', async () => {
    const res = await request(api.url).get('/api/v1/hours/status?at=yesterday').expect(400);
    expectErrorShape(res.body, 400);
    expect(res.body.message).toMatch(/at must be an ISO 8601/);
  });

  it('400 for a repeated ?at=', async () => {
    const res = await request(api.url)
      .get('/api/v1/hours/status?at=2025-01-01T00:00:00Z&at=x')
      .expect(400);
    expectErrorShape(res.body, 400);
  });

  it('sends security headers (helmet) and no x-powered-by', async () => {
    const res = await request(api.url).get('/api/v1/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
