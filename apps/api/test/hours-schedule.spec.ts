import request from 'supertest';
import { expectRefused, range, startSignedIn, statusAt as statusOf } from './schedule-helpers';
import { sql, testToday, type TestApp } from './test-app';

describe('GET /hours/schedule, GET /hours/week and ranges on POST /hours/set', () => {
  let api: TestApp;
  let token: string;
  beforeAll(async () => ({ api, token } = await startSignedIn()));
  afterAll(() => api.close());

  const schedule = (query: Record<string, string | string[]>) =>
    request(api.url).get('/api/v1/hours/schedule').query(query);
  const setHours = (body: object) =>
    request(api.url).post('/api/v1/hours/set').auth(token, { type: 'bearer' }).send(body);
  const expectStatus = async (at: string, status: string, message: string) =>
    expect(await statusOf(api, at)).toEqual({ status, message });

  it('answers 7 days from today by default, in the museum time zone, public', async () => {
    const res = await schedule({}).expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body.time_zone).toBe('America/New_York');
    expect(res.body.days).toHaveLength(7);
    expect(res.body.days[0].date).toBe(testToday());
    await request(api.url)
      .get('/api/v1/hours/schedule')
      .set('If-None-Match', res.headers.etag)
      .expect(304);
  });

  it('resolves the seeded regular week day by day', async () => {
    const res = await schedule({ from: '2030-06-13', days: '4' }).expect(200);
    const regular = { closed_reason: null, note: null, source: 'regular', season: null };
    expect(res.body).toEqual({
      time_zone: 'America/New_York',
      days: [
        { date: '2030-06-13', weekday: 'Thursday', ranges: [], ...regular },
        {
          date: '2030-06-14',
          weekday: 'Friday',
          ranges: [range('09:00:00', '16:00:00')],
          ...regular,
        },
        {
          date: '2030-06-15',
          weekday: 'Saturday',
          ranges: [range('09:00:00', '16:00:00')],
          ...regular,
        },
        {
          date: '2030-06-16',
          weekday: 'Sunday',
          ranges: [range('12:00:00', '16:00:00')],
          ...regular,
        },
      ],
    });
    expect(
      (await schedule({ from: '2030-01-01', days: '400' }).expect(200)).body.days,
    ).toHaveLength(400);
    // Trimmed, like every value.
    expect(
      (await schedule({ from: ' 2030-06-13 ', days: ' 1 ' }).expect(200)).body.days,
    ).toHaveLength(1);
  });

  it.each<[string, Record<string, string | string[]>, RegExp]>([
    [
      'an impossible date',
      { from: '2026-02-30' },
      /^from must be a real calendar date as YYYY-MM-DD/,
    ],
    ['a date in another form', { from: '06/13/2030' }, /^from must be a real calendar date/],
    ['from given twice', { from: ['2030-06-13', '2030-06-14'] }, /^from must be/],
    ['days 0', { days: '0' }, /^days must be a whole number from 1 to 400 \(got "0"\)/],
    ['days 401', { days: '401' }, /^days must be a whole number from 1 to 400/],
    ['days not a number', { days: 'seven' }, /^days must be a whole number/],
    ['days with a fraction', { days: '7.5' }, /^days must be a whole number/],
    ['days negative', { days: '-1' }, /^days must be a whole number/],
    ['days given twice', { days: ['7', '8'] }, /^days must be a whole number/],
  ])('400 for %s, naming the parameter', async (_name, query, message) => {
    const res = await schedule(query).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(message),
    });
  });

  it('GET /hours/week: the regular week and the derived open-days line', async () => {
    const res = await request(api.url).get('/api/v1/hours/week?date=2030-06-13').expect(200);
    expect(res.body).toEqual({
      date: '2030-06-13',
      source: 'regular',
      season: null,
      hours: [
        { day_of_week: 'Monday', ranges: [] },
        { day_of_week: 'Tuesday', ranges: [] },
        { day_of_week: 'Wednesday', ranges: [] },
        { day_of_week: 'Thursday', ranges: [] },
        { day_of_week: 'Friday', ranges: [range('09:00:00', '16:00:00')] },
        { day_of_week: 'Saturday', ranges: [range('09:00:00', '16:00:00')] },
        { day_of_week: 'Sunday', ranges: [range('12:00:00', '16:00:00')] },
      ],
      open_days: 'Open Friday through Sunday',
    });
    const today = await request(api.url).get('/api/v1/hours/week').expect(200);
    expect(today.body.date).toBe(testToday());
    const bad = await request(api.url).get('/api/v1/hours/week?date=2030-13-01').expect(400);
    expect(bad.body.message).toMatch(/^date must be a real calendar date/);
  });

  it('the OpenAPI description lists the new calls', async () => {
    const doc = (await request(api.url).get('/api/docs-json').expect(200)).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/hours/schedule',
        '/api/v1/hours/week',
        '/api/v1/seasons',
        '/api/v1/seasons/{id}',
        '/api/v1/special-days',
        '/api/v1/special-days/{id}',
      ]),
    );
    expect(Object.keys(doc.paths['/api/v1/special-days/{id}'])).toEqual(
      expect.arrayContaining(['put', 'delete']),
    );
    expect(doc.paths['/api/v1/seasons'].post.responses).toHaveProperty('409');
  });

  describe('POST /hours/set with ranges', () => {
    it.each<[string, object, RegExp]>([
      [
        'close before open',
        { day: 'Thursday', ranges: [range('16:00', '09:00')] },
        /^ranges\[0\]\.close_time must be after ranges\[0\]\.open_time\./,
      ],
      [
        'close equal to open',
        { day: 'Thursday', ranges: [range('09:00', '09:00:00')] },
        /^ranges\[0\]\.close_time must be after/,
      ],
      [
        'overlapping ranges',
        { day: 'Thursday', ranges: [range('09:00', '12:00'), range('11:30', '16:00')] },
        /^ranges\[1\] overlaps ranges\[0\]/,
      ],
      [
        'a range inside another',
        { day: 'Thursday', ranges: [range('09:00', '16:00'), range('10:00', '11:00')] },
        /^ranges\[1\] overlaps ranges\[0\]/,
      ],
      [
        'five ranges',
        {
          day: 'Thursday',
          ranges: ['08', '10', '12', '14', '16'].map((h) => range(`${h}:00`, `${h}:30`)),
        },
        /^ranges may hold at most 4 ranges a day/,
      ],
      [
        'a bad time',
        { day: 'Thursday', ranges: [range('09:00', '16:00'), range('17:00', '24:00')] },
        /^ranges\[1\]\.close_time must be a time of day as HH:MM or HH:MM:SS/,
      ],
      [
        'a missing open_time',
        { day: 'Thursday', ranges: [{ close_time: '16:00' }] },
        /^ranges\[0\]\.open_time must be a time of day/,
      ],
      ['ranges not a list', { day: 'Thursday', ranges: '09:00-16:00' }, /^ranges must be a list/],
      ['ranges null', { day: 'Thursday', ranges: null }, /^ranges must be a list/],
      [
        'a range not an object',
        { day: 'Thursday', ranges: ['09:00'] },
        /^ranges\[0\] must be an object/,
      ],
      [
        'ranges and start_time together',
        { day: 'Thursday', start_time: '09:00', end_time: '16:00', ranges: [] },
        /^Send either ranges, or start_time and end_time/,
      ],
      [
        'an unknown day',
        { day: 'Caturday', ranges: [range('09:00', '16:00')] },
        /^day must be one of Monday/,
      ],
    ])('400 for %s, naming the field, nothing changes', async (_name, body, message) => {
      await expectRefused(api, () => setHours(body), message);
    });

    it('a lunch break: two ranges stored, listed, resolved and told by the status', async () => {
      const res = await setHours({
        day: 'Friday',
        // Sent out of order, touching ranges allowed, HH:MM accepted.
        ranges: [range(' 13:00 ', '16:00'), range('09:00', '12:00')],
      }).expect(200);
      expect(res.body).toEqual({
        message: 'Hours for Friday set to 9:00 AM to 12:00 PM and 1:00 PM to 4:00 PM.',
      });
      const lunch = [range('09:00:00', '12:00:00'), range('13:00:00', '16:00:00')];
      const list = await request(api.url).get('/api/v1/hours').expect(200);
      expect(list.body.hours[4]).toEqual({
        day_of_week: 'Friday',
        open_time: '09:00:00',
        close_time: '16:00:00',
        ranges: lunch,
      });
      const day = (await schedule({ from: '2030-06-14', days: '1' }).expect(200)).body.days[0];
      expect(day.ranges).toEqual(lunch);
      // 2030-06-14 is a Friday; New York is on EDT (UTC-4).
      await expectStatus(
        '2030-06-14T14:00:00Z',
        'OPEN',
        'Open today from 9:00 AM to 12:00 PM and 1:00 PM to 4:00 PM',
      );
      await expectStatus('2030-06-14T16:30:00Z', 'CLOSED', 'Reopens today at 1:00 PM');
      await expectStatus(
        '2030-06-13T16:30:00Z',
        'CLOSED',
        'Open tomorrow from 9:00 AM to 12:00 PM and 1:00 PM to 4:00 PM',
      );
    });

    it('four ranges are accepted; an empty list closes the day; the spec form sets one range', async () => {
      await setHours({
        day: 'Tuesday',
        ranges: ['08', '10', '12', '14'].map((h) => range(`${h}:00`, `${h}:30`)),
      }).expect(200);
      const rows = await sql(
        api.databaseUrl,
        `SELECT open_time::text FROM opening_hour_ranges WHERE day_of_week = 'Tuesday' ORDER BY 1`,
      );
      expect(rows).toHaveLength(4);
      expect((await setHours({ day: 'Tuesday', ranges: [] }).expect(200)).body).toEqual({
        message: 'Tuesday is now closed.',
      });
      // Null start/end beside ranges (as a form may send them) are no times at all.
      await setHours({
        day: 'Thursday',
        start_time: null,
        end_time: null,
        ranges: [range('10:00', '11:00')],
      }).expect(200);
      expect(
        await sql(
          api.databaseUrl,
          `SELECT open_time::text FROM opening_hour_ranges WHERE day_of_week = 'Thursday'`,
        ),
      ).toEqual([{ open_time: '10:00:00' }]);
      await setHours({ day: 'Thursday', ranges: [] }).expect(200);
      await setHours({ day: 'Friday', start_time: '10:00', end_time: '15:00' }).expect(200);
      const list = await request(api.url).get('/api/v1/hours').expect(200);
      expect(list.body.hours[1]).toEqual({
        day_of_week: 'Tuesday',
        open_time: null,
        close_time: null,
        ranges: [],
      });
      expect(list.body.hours[4].ranges).toEqual([range('10:00:00', '15:00:00')]);
    });
  });
});
