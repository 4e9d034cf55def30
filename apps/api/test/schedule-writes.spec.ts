import request from 'supertest';
import { badTokens, insertUser, signIn } from './auth-helpers';
import {
  expectRefused,
  hoursDay,
  range,
  startSignedIn,
  statusAt,
  storedHours,
} from './schedule-helpers';
import { sql, type TestApp } from './test-app';

const SEASON = { name: 'Spring', valid_from: '2035-01-01', valid_through: '2035-02-01', hours: [] };
const CLOSED = { date_from: '2035-01-01', date_through: '2035-01-01', ranges: [], reason: 'Snow' };
const WRITES: { method: 'post' | 'put' | 'delete'; path: string; body?: object }[] = [
  {
    method: 'post',
    path: '/hours/set',
    body: { day: 'Monday', start_time: '10:00', end_time: '15:00' },
  },
  {
    method: 'post',
    path: '/hours/set',
    body: { day: 'Monday', ranges: [range('10:00', '15:00')] },
  },
  {
    method: 'post',
    path: '/holidays/set',
    body: { date: '2030-12-25', description: 'Christmas Day' },
  },
  { method: 'post', path: '/seasons', body: SEASON },
  { method: 'put', path: '/seasons/1', body: SEASON },
  { method: 'delete', path: '/seasons/1' },
  { method: 'post', path: '/special-days', body: CLOSED },
  { method: 'put', path: '/special-days/1', body: CLOSED },
  { method: 'delete', path: '/special-days/1' },
];

describe('writes to hours, holidays, seasons and special days', () => {
  let api: TestApp;
  let token: string;
  let disabledUserToken: string;
  beforeAll(async () => {
    ({ api, token } = await startSignedIn());
    await insertUser(api, 'gone', 'disabled-user-password');
    disabledUserToken = await signIn(api, 'gone', 'disabled-user-password');
    await sql(api.databaseUrl, `UPDATE users SET disabled = true WHERE member_id = 'gone'`);
  });
  afterAll(() => api.close());
  const post = (path: string, body: unknown) =>
    request(api.url)
      .post(path)
      .auth(token, { type: 'bearer' })
      .send(body as object);

  describe.each(WRITES)('$method $path refuses without a valid token', ({ method, path, body }) => {
    const cases = (): [string, string | null][] => [
      ['no token', null],
      ...Object.entries(badTokens(1)),
      ["a disabled user's token", disabledUserToken],
    ];

    it('401 for every kind of bad token, and nothing changes', async () => {
      const before = await storedHours(api);
      for (const [name, bad] of cases()) {
        const req = request(api.url)[method](`/api/v1${path}`);
        if (bad !== null) req.auth(bad, { type: 'bearer' });
        const res = await req.send(body);
        expect({ name, status: res.status }).toEqual({ name, status: 401 });
        expect(res.body).toEqual({
          statusCode: 401,
          error: 'Unauthorized',
          message: expect.any(String),
        });
      }
      expect(await storedHours(api)).toEqual(before);
    });
  });

  describe('POST /hours/set', () => {
    const set = (body: unknown) => post('/api/v1/hours/set', body);

    it.each([
      [
        'an unknown day',
        { day: 'Funday', start_time: '09:00', end_time: '16:00' },
        /day must be one of Monday/,
      ],
      [
        'a lower-case day',
        { day: 'monday', start_time: '09:00', end_time: '16:00' },
        /day must be one of/,
      ],
      ['a missing day', { start_time: '09:00', end_time: '16:00' }, /day must be one of/],
      [
        'a time that is not HH:MM',
        { day: 'Monday', start_time: '9am', end_time: '16:00' },
        /start_time must be a time of day as HH:MM or HH:MM:SS/,
      ],
      [
        'hour 24',
        { day: 'Monday', start_time: '09:00', end_time: '24:00' },
        /end_time must be a time of day/,
      ],
      [
        'minute 60',
        { day: 'Monday', start_time: '09:60', end_time: '16:00' },
        /start_time must be a time of day/,
      ],
      [
        'a number as time',
        { day: 'Monday', start_time: 900, end_time: '16:00' },
        /start_time must be a time of day/,
      ],
      [
        'end before start',
        { day: 'Monday', start_time: '16:00', end_time: '09:00' },
        /end_time must be after start_time/,
      ],
      [
        'end equal to start',
        { day: 'Monday', start_time: '09:00', end_time: '09:00:00' },
        /end_time must be after start_time/,
      ],
      [
        'only start null',
        { day: 'Monday', start_time: null, end_time: '16:00' },
        /both be set, or both be null/,
      ],
      [
        'only end null',
        { day: 'Monday', start_time: '09:00', end_time: null },
        /both be set, or both be null/,
      ],
      ['times missing', { day: 'Monday' }, /start_time and end_time are required/],
      ['a JSON array', [{ day: 'Monday' }], /object is expected/],
    ])('400 for %s, nothing written', async (_name, body, message) => {
      await expectRefused(api, () => set(body), message);
    });

    it('sets a day (trimmed, HH:MM accepted), lists it, and clears it with nulls', async () => {
      const res = await set({ day: ' Monday ', start_time: ' 10:00 ', end_time: '15:30' }).expect(
        200,
      );
      expect(res.body).toEqual({ message: 'Hours for Monday set to 10:00 AM - 3:30 PM.' });
      let list = await request(api.url).get('/api/v1/hours').expect(200);
      expect(list.body.hours[0]).toEqual(hoursDay('Monday', '10:00:00', '15:30:00'));
      // The ETag of the list before the change no longer matches.
      const etag = list.headers.etag;
      // 2025-07-07 is a Monday; the cache was dropped on the write.
      expect(await statusAt(api, '2025-07-07T15:00:00Z')).toEqual({
        status: 'OPEN',
        message: 'Open today from 10:00 AM to 3:30 PM',
      });

      expect(
        (await set({ day: 'Monday', start_time: null, end_time: null }).expect(200)).body,
      ).toEqual({ message: 'Monday is now closed.' });
      list = await request(api.url).get('/api/v1/hours').expect(200);
      expect(list.body.hours[0]).toEqual(hoursDay('Monday'));
      expect(list.headers.etag).not.toBe(etag);
      await request(api.url).get('/api/v1/hours').set('If-None-Match', etag).expect(200);
    });

    it('accepts empty strings as null (the admin form sends them when a day is cleared)', async () => {
      await set({ day: 'Tuesday', start_time: '', end_time: '' }).expect(200);
    });

    it('concurrent writes for one day leave exactly one row with the last value', async () => {
      const writes = Array.from({ length: 20 }, (_, i) =>
        set({
          day: 'Wednesday',
          start_time: `${String(8 + (i % 5)).padStart(2, '0')}:00`,
          end_time: '17:00',
        }),
      );
      await Promise.all(writes.map((w) => w.expect(200)));
      const final = await set({ day: 'Wednesday', start_time: '11:00', end_time: '14:00' }).expect(
        200,
      );
      expect(final.body.message).toMatch(/11:00 AM - 2:00 PM/);
      const rows = await sql(
        api.databaseUrl,
        `SELECT open_time::text, close_time::text FROM opening_hour_ranges WHERE day_of_week = 'Wednesday'`,
      );
      expect(rows).toEqual([{ open_time: '11:00:00', close_time: '14:00:00' }]);
    });
  });

  describe('POST /holidays/set and GET /holidays', () => {
    const set = (body: unknown) => post('/api/v1/holidays/set', body);

    it.each([
      [
        'a date that is not YYYY-MM-DD',
        { date: '12/25/2030', description: 'x' },
        /date must be a real calendar date as YYYY-MM-DD/,
      ],
      [
        'February 30th',
        { date: '2030-02-30', description: 'x' },
        /date must be a real calendar date/,
      ],
      ['month 13', { date: '2030-13-01', description: 'x' }, /date must be a real calendar date/],
      ['a missing date', { description: 'x' }, /date must be a real calendar date/],
      [
        'a description over 255 characters',
        { date: '2030-07-04', description: 'x'.repeat(256) },
        /description must be at most 255 characters/,
      ],
      [
        'a description that is not text',
        { date: '2030-07-04', description: 42 },
        /description must be text/,
      ],
    ])('400 for %s, nothing written', async (_name, body, message) => {
      await expectRefused(api, () => set(body), message);
    });

    it('adds (trimmed, 255 characters allowed), lists sorted by date, updates, and deletes with null or empty', async () => {
      expect(
        (await set({ date: '2030-12-25', description: '  Christmas Day  ' }).expect(200)).body,
      ).toEqual({ message: 'Holiday on 2030-12-25 saved.' });
      await set({ date: ' 2030-07-04 ', description: 'y'.repeat(255) }).expect(200);
      await set({ date: '2030-01-01', description: "New Year's Day" }).expect(200);
      let list = await request(api.url).get('/api/v1/holidays').expect(200);
      expect(list.body).toEqual([
        { holiday_date: '2030-01-01', description: "New Year's Day" },
        { holiday_date: '2030-07-04', description: 'y'.repeat(255) },
        { holiday_date: '2030-12-25', description: 'Christmas Day' },
      ]);
      await set({ date: '2030-07-04', description: 'Independence Day' }).expect(200);
      expect((await set({ date: '2030-12-25', description: null }).expect(200)).body).toEqual({
        message: 'Holiday on 2030-12-25 removed.',
      });
      await set({ date: '2030-01-01', description: '   ' }).expect(200);
      list = await request(api.url).get('/api/v1/holidays').expect(200);
      expect(list.body).toEqual([{ holiday_date: '2030-07-04', description: 'Independence Day' }]);
      const hours = await request(api.url).get('/api/v1/hours').expect(200);
      expect(hours.body.holidays).toEqual(list.body);
    });

    it('a holiday today closes the museum at once', async () => {
      // 2031-07-04 is a Friday, normally open 9-4.
      const at = '2031-07-04T15:00:00Z';
      expect((await request(api.url).get('/api/v1/hours/status').query({ at })).body.status).toBe(
        'OPEN',
      );
      await set({ date: '2031-07-04', description: 'Independence Day' }).expect(200);
      const res = await request(api.url).get('/api/v1/hours/status').query({ at }).expect(200);
      // The status rule for a closed special day (was "Closed for Independence Day"): the message says when it opens again.
      expect(res.body).toEqual({
        status: 'CLOSED',
        message: 'Closed today for Independence Day. Open again tomorrow from 9:00 AM to 4:00 PM',
      });
    });

    it('concurrent writes for one date leave exactly one row with the last value', async () => {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          set({ date: '2032-05-01', description: `Version ${i}` }).expect(200),
        ),
      );
      await set({ date: '2032-05-01', description: 'Final' }).expect(200);
      const rows = await sql(
        api.databaseUrl,
        `SELECT reason FROM special_days WHERE date_from = '2032-05-01'`,
      );
      expect(rows).toEqual([{ reason: 'Final' }]);
    });
  });
});
