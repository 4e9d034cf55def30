import { get, type IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { HoursStatusMiddleware } from '../src/hours/hours-status.middleware';
import { API_CONTENT_SECURITY_POLICY } from '../src/web/content-security-policy';
import { sql, startTestApp, testToday, type TestApp } from './test-app';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Plain node:http: the status, every header and the body exactly as sent. */
function fetchRaw(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    get(`${base}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject);
  });
}

function withoutDate({ date: _date, ...rest }: IncomingHttpHeaders): IncomingHttpHeaders {
  return rest;
}

describe('HoursStatusMiddleware (GET /api/v1/hours/status, first in Express: HoursModule.installStatusHotPath)', () => {
  let api: TestApp;
  // Records what the middleware saw and what it passed on to the controller (HoursController's
  // own methods cannot be spied on: the spy would replace the function carrying its route).
  const seen: string[] = [];
  const passedOn: string[] = [];
  const use = HoursStatusMiddleware.prototype.use;
  const spy = jest.spyOn(HoursStatusMiddleware.prototype, 'use').mockImplementation(function (
    this: HoursStatusMiddleware,
    req: Request,
    res: Response,
    next: NextFunction,
  ) {
    seen.push(req.originalUrl);
    use.call(this, req, res, () => {
      passedOn.push(req.originalUrl);
      next();
    });
  });
  beforeAll(async () => {
    // The server as main.ts assembles it: helmet, compression and the web layer's policy included.
    api = await startTestApp({ withWeb: true });
  });
  afterAll(async () => {
    spy.mockRestore();
    await api.close();
  });
  beforeEach(() => {
    seen.length = 0;
    passedOn.length = 0;
  });

  it('answers plain GET itself, exactly as the controller answers the same question', async () => {
    const fromMiddleware = await fetchRaw(api.url, '/api/v1/hours/status');
    // Any query steps past the middleware to HoursController.getStatus, with no `at`: "now".
    const fromController = await fetchRaw(api.url, '/api/v1/hours/status?via=controller');
    expect(seen).toEqual(['/api/v1/hours/status', '/api/v1/hours/status?via=controller']);
    expect(passedOn).toEqual(['/api/v1/hours/status?via=controller']);

    expect(fromMiddleware.status).toBe(200);
    expect(fromController.status).toBe(200);
    expect(fromMiddleware.body).toBe(fromController.body);
    expect(withoutDate(fromMiddleware.headers)).toEqual(withoutDate(fromController.headers));
    expect(fromMiddleware.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(fromMiddleware.headers['cache-control']).toMatch(
      /^public, max-age=([0-9]|[1-5][0-9]|60)$/,
    );
    // The whole pipeline's headers really are in the comparison (helmet, the web layer's policy).
    expect(fromMiddleware.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(fromMiddleware.headers['x-content-type-options']).toBe('nosniff');
    expect(fromMiddleware.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(fromMiddleware.body)).toEqual({
      status: expect.stringMatching(/^(OPEN|CLOSED)$/),
      message: expect.any(String),
    });
  });

  it('revalidates alike: the same ETag gets a 304 from both', async () => {
    const first = await fetchRaw(api.url, '/api/v1/hours/status');
    const etag = String(first.headers.etag);
    const fromMiddleware = await fetchRaw(api.url, '/api/v1/hours/status', {
      'if-none-match': etag,
    });
    const fromController = await fetchRaw(api.url, '/api/v1/hours/status?via=controller', {
      'if-none-match': etag,
    });
    expect(fromMiddleware.status).toBe(304);
    expect(fromController.status).toBe(304);
    expect(withoutDate(fromMiddleware.headers)).toEqual(withoutDate(fromController.headers));
  });

  it('answers the new rules alike (a closure today, told with its reopening), after a change made in SQL', async () => {
    const today = testToday();
    await sql(
      api.databaseUrl,
      `INSERT INTO special_days (date_from, date_through, reason) VALUES ($1, $1, 'Museum moving day')`,
      [today],
    );
    try {
      // The NOTIFY of the insert drops the cached snapshot.
      let fromMiddleware = await fetchRaw(api.url, '/api/v1/hours/status');
      const deadline = Date.now() + 10_000; // a safety net: the NOTIFY comes within milliseconds
      while (!fromMiddleware.body.includes('Museum moving day') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
        fromMiddleware = await fetchRaw(api.url, '/api/v1/hours/status');
      }
      const fromController = await fetchRaw(api.url, '/api/v1/hours/status?via=controller');
      expect(passedOn).toEqual(['/api/v1/hours/status?via=controller']);
      expect(fromMiddleware.body).toBe(fromController.body);
      expect(withoutDate(fromMiddleware.headers)).toEqual(withoutDate(fromController.headers));
      // The seeded week opens within a week: "tomorrow", a weekday, never a date.
      expect(JSON.parse(fromMiddleware.body)).toEqual({
        status: 'CLOSED',
        message: expect.stringMatching(
          /^Closed today for Museum moving day\. Open again (tomorrow|Friday|Saturday|Sunday) from (9:00 AM|12:00 PM) to 4:00 PM$/,
        ),
      });
    } finally {
      await sql(api.databaseUrl, `DELETE FROM special_days`);
    }
  });

  it('leaves ?at= to the controller', async () => {
    const at = await fetchRaw(api.url, '/api/v1/hours/status?at=2025-07-04T10:00:00');
    expect(JSON.parse(at.body)).toEqual({
      status: 'OPEN',
      message: 'Open today from 9:00 AM to 4:00 PM',
    });
    expect(passedOn).toEqual(['/api/v1/hours/status?at=2025-07-04T10:00:00']);
    // A preview is not kept by any cache.
    expect(at.headers['cache-control']).toBe('no-store');
  });
});
