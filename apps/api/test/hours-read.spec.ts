import request from 'supertest';
import { startTestApp, type TestApp } from './test-app';
import { hoursDay } from './schedule-helpers';

describe('GET /hours and /hours/status on a new install (seeded museum hours)', () => {
  let api: TestApp;
  beforeAll(async () => (api = await startTestApp()));
  afterAll(() => api.close());

  it('lists all seven days Monday..Sunday, closed days with nulls', async () => {
    const res = await request(api.url).get('/api/v1/hours').expect(200);
    expect(res.body).toEqual({
      hours: [
        // The spec's fields, and each day's ranges beside them (docs/api.md "Hours").
        hoursDay('Monday'),
        hoursDay('Tuesday'),
        hoursDay('Wednesday'),
        hoursDay('Thursday'),
        hoursDay('Friday', '09:00:00', '16:00:00'),
        hoursDay('Saturday', '09:00:00', '16:00:00'),
        hoursDay('Sunday', '12:00:00', '16:00:00'),
      ],
      holidays: [],
    });
  });

  it('GET /hours: ready-made JSON with an ETag that revalidates to 304 until a write', async () => {
    const first = await request(api.url).get('/api/v1/hours').expect(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    // Shared caches may keep it briefly; browsers revalidate every time (docs/adr/0004).
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=10, stale-if-error=86400',
    );
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.text));
    await request(api.url)
      .get('/api/v1/hours')
      .set('If-None-Match', first.headers.etag)
      .expect(304);
    const head = await request(api.url).head('/api/v1/hours').expect(200);
    expect(head.headers.etag).toBe(first.headers.etag);
  });

  it.each([
    // 2025-07-04 is a Friday; New York is on EDT (UTC-4).
    ['2025-07-04T14:00:00Z', 'OPEN', 'Open today from 9:00 AM to 4:00 PM'],
    ['2025-07-04T12:59:59Z', 'CLOSED', 'Open today from 9:00 AM to 4:00 PM'],
    ['2025-07-04T20:00:00Z', 'CLOSED', 'Open tomorrow from 9:00 AM to 4:00 PM'],
    ['2025-07-03T15:00:00Z', 'CLOSED', 'Open tomorrow from 9:00 AM to 4:00 PM'],
    ['2025-07-07T15:00:00Z', 'CLOSED', 'Open Friday from 9:00 AM to 4:00 PM'],
    ['2025-07-06T17:30:00Z', 'OPEN', 'Open today from 12:00 PM to 4:00 PM'],
    // Without an offset the instant is read on the museum's clock.
    ['2025-07-04T10:00:00', 'OPEN', 'Open today from 9:00 AM to 4:00 PM'],
  ])('status at %s is %s "%s"', async (at, status, message) => {
    const res = await request(api.url).get('/api/v1/hours/status').query({ at }).expect(200);
    expect(res.body).toEqual({ status, message });
  });

  it('status without ?at= answers for now', async () => {
    const res = await request(api.url).get('/api/v1/hours/status').expect(200);
    expect(['OPEN', 'CLOSED']).toContain(res.body.status);
    expect(typeof res.body.message).toBe('string');
  });

  it('the status middleware for plain GET /hours/status sends the same security headers as the rest of the API', async () => {
    const fast = await request(api.url).get('/api/v1/hours/status').expect(200);
    const normal = await request(api.url).get('/api/v1/health').expect(200);
    for (const header of [
      'x-content-type-options',
      'x-frame-options',
      'strict-transport-security',
      'referrer-policy',
      'cross-origin-opener-policy',
    ]) {
      expect({ header, value: fast.headers[header] }).toEqual({
        header,
        value: normal.headers[header],
      });
    }
    expect(fast.headers['content-type']).toBe('application/json; charset=utf-8');
    // Kept until the status can next change, at most a minute (docs/adr/0004).
    expect(fast.headers['cache-control']).toMatch(/^public, max-age=([0-9]|[1-5][0-9]|60)$/);
    expect(fast.body).toEqual({
      status: expect.stringMatching(/^(OPEN|CLOSED)$/),
      message: expect.any(String),
    });
    await request(api.url).head('/api/v1/hours/status').expect(200);
  });
});
