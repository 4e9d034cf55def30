import request from 'supertest';
import {
  expectRefused,
  range,
  scheduleDay as dayOf,
  startSignedIn,
  statusAt as statusOf,
  storedHours,
} from './schedule-helpers';
import { sql, type TestApp } from './test-app';

const WINTER = {
  name: 'Winter hours',
  valid_from: '2030-11-01',
  valid_through: '2031-03-31',
  hours: [
    { day_of_week: 'Sunday', ranges: [range('12:00', '15:00')] },
    { day_of_week: 'Saturday', ranges: [range('13:00', '15:00'), range('10:00', '12:00')] },
    { day_of_week: 'Monday', ranges: [] },
  ],
};

describe('seasons and special days', () => {
  let api: TestApp;
  let token: string;
  beforeAll(async () => ({ api, token } = await startSignedIn()));
  afterAll(() => api.close());

  const send = (method: 'post' | 'put' | 'delete', path: string, body?: object) => {
    const req = request(api.url)[method](`/api/v1${path}`).auth(token, { type: 'bearer' });
    return body === undefined ? req : req.send(body);
  };
  const expectStatus = async (at: string, status: string, message: string) =>
    expect(await statusOf(api, at)).toEqual({ status, message });
  const scheduleDay = (date: string) => dayOf(api, date);

  describe('seasons', () => {
    let winterId: number;

    it('POST 201 with the stored season and its id; listed; the schedule and the week follow it', async () => {
      const res = await send('post', '/seasons', WINTER).expect(201);
      winterId = res.body.id;
      const stored = {
        id: expect.any(Number),
        name: 'Winter hours',
        valid_from: '2030-11-01',
        valid_through: '2031-03-31',
        // Week order, ranges by opening time, days without ranges left out (closed).
        hours: [
          {
            day_of_week: 'Saturday',
            ranges: [range('10:00:00', '12:00:00'), range('13:00:00', '15:00:00')],
          },
          { day_of_week: 'Sunday', ranges: [range('12:00:00', '15:00:00')] },
        ],
      };
      expect(res.body).toEqual(stored);
      expect((await request(api.url).get('/api/v1/seasons').expect(200)).body).toEqual([stored]);

      // 2030-11-01 is a Friday: regular hours Fri, but the season closes Fridays.
      expect(await scheduleDay('2030-11-01')).toEqual({
        date: '2030-11-01',
        weekday: 'Friday',
        ranges: [],
        closed_reason: null,
        note: null,
        source: 'season',
        season: 'Winter hours',
      });
      expect((await scheduleDay('2030-10-31')).source).toBe('regular');
      expect((await scheduleDay('2031-04-01')).source).toBe('regular');
      // Thu 2030-10-31 10:00 EDT, the day before the season: tomorrow is closed, Saturday opens.
      await expectStatus(
        '2030-10-31T14:00:00Z',
        'CLOSED',
        'Open Saturday from 10:00 AM to 12:00 PM and 1:00 PM to 3:00 PM',
      );
      const week = await request(api.url).get('/api/v1/hours/week?date=2030-12-01').expect(200);
      expect(week.body).toMatchObject({
        date: '2030-12-01',
        source: 'season',
        season: stored,
        open_days: 'Open Saturday and Sunday',
      });
      expect(
        (await request(api.url).get('/api/v1/hours/week?date=2031-04-01').expect(200)).body
          .open_days,
      ).toBe('Open Friday through Sunday');
    });

    it('409 for an overlapping season, naming it; nothing changes', async () => {
      const before = await storedHours(api);
      for (const dates of [
        { valid_from: '2031-03-31', valid_through: '2031-06-30' },
        { valid_from: '2030-01-01', valid_through: '2030-11-01' },
        { valid_from: '2030-12-01', valid_through: '2030-12-31' },
        { valid_from: '2030-01-01', valid_through: '2032-01-01' },
      ]) {
        const res = await send('post', '/seasons', { ...WINTER, name: 'Spring', ...dates }).expect(
          409,
        );
        expect(res.body).toEqual({
          statusCode: 409,
          error: 'Conflict',
          message:
            'The dates overlap the season "Winter hours" (2030-11-01 to 2031-03-31); seasons must not overlap.',
        });
      }
      expect(await storedHours(api)).toEqual(before);
    });

    it.each<[string, object, RegExp]>([
      ['no name', { name: '  ' }, /^name is required/],
      ['a name too long', { name: 'x'.repeat(101) }, /^name is required \(text of at most 100/],
      [
        'an impossible date',
        { valid_from: '2031-02-30' },
        /^valid_from must be a real calendar date/,
      ],
      [
        'valid_through missing',
        { valid_through: undefined },
        /^valid_through must be a real calendar date/,
      ],
      [
        'valid_from after valid_through',
        { valid_from: '2033-03-01', valid_through: '2033-02-28' },
        /^valid_through must be on or after valid_from/,
      ],
      ['hours missing', { hours: undefined }, /^hours must be a list of weekdays/],
      [
        'an unknown weekday',
        { hours: [{ day_of_week: 'Someday', ranges: [] }] },
        /^hours\[0\]\.day_of_week must be one of Monday/,
      ],
      [
        'a weekday twice',
        {
          hours: [
            { day_of_week: 'Monday', ranges: [] },
            { day_of_week: 'Monday', ranges: [] },
          ],
        },
        /^hours\[1\]\.day_of_week lists Monday a second time/,
      ],
      [
        'open >= close',
        { hours: [{ day_of_week: 'Monday', ranges: [range('15:00', '10:00')] }] },
        /^hours\[0\]\.ranges\[0\]\.close_time must be after hours\[0\]\.ranges\[0\]\.open_time/,
      ],
      [
        'overlapping ranges',
        {
          hours: [
            { day_of_week: 'Monday', ranges: [range('10:00', '12:00'), range('09:00', '10:30')] },
          ],
        },
        /^hours\[0\]\.ranges\[1\] overlaps hours\[0\]\.ranges\[0\]/,
      ],
      [
        'five ranges',
        {
          hours: [
            {
              day_of_week: 'Monday',
              ranges: ['08', '10', '12', '14', '16'].map((h) => range(`${h}:00`, `${h}:30`)),
            },
          ],
        },
        /^hours\[0\]\.ranges may hold at most 4 ranges a day/,
      ],
    ])('400 for %s, naming the field; nothing changes', async (_name, change, message) => {
      const body = { ...WINTER, valid_from: '2033-01-01', valid_through: '2033-02-01', ...change };
      await expectRefused(api, () => send('post', '/seasons', body), message);
      await expectRefused(api, () => send('put', `/seasons/${winterId}`, body), message);
    });

    it('PUT changes it (its own dates never conflict with itself), 404 for none, DELETE removes it', async () => {
      const changed = { ...WINTER, name: 'Short winter', valid_through: '2031-02-28' };
      const res = await send('put', `/seasons/${winterId}`, changed).expect(200);
      expect(res.body).toMatchObject({
        id: winterId,
        name: 'Short winter',
        valid_through: '2031-02-28',
      });
      expect((await scheduleDay('2031-03-15')).source).toBe('regular');
      expect((await scheduleDay('2031-02-15')).season).toBe('Short winter');
      const spring = await send('post', '/seasons', {
        ...WINTER,
        name: 'Spring',
        valid_from: '2031-03-01',
        valid_through: '2031-05-31',
        hours: [],
      }).expect(201);
      // Moving winter onto spring's dates: 409 naming spring.
      const conflict = await send('put', `/seasons/${winterId}`, WINTER).expect(409);
      expect(conflict.body.message).toMatch(/the season "Spring" \(2031-03-01 to 2031-05-31\)/);
      const missing = await send('put', '/seasons/999999', changed).expect(404);
      expect(missing.body.message).toBe('There is no season with id 999999.');
      expect((await send('put', '/seasons/abc', changed).expect(400)).body.message).toBe(
        'The season id must be a whole number (got "abc").',
      );
      await send('delete', `/seasons/${spring.body.id}`).expect(200);
      expect((await send('delete', `/seasons/${spring.body.id}`).expect(404)).body.message).toBe(
        `There is no season with id ${spring.body.id}.`,
      );
      expect((await request(api.url).get('/api/v1/seasons').expect(200)).body).toHaveLength(1);
    });
  });

  describe('special days', () => {
    const CLOSED = {
      date_from: '2030-06-14',
      date_through: '2030-06-14',
      ranges: [],
      reason: 'Staff training day',
      note: null,
    };

    it('a one-day closure: 201 with its id; the schedule, the status, /holidays and the list follow it', async () => {
      const res = await send('post', '/special-days', CLOSED).expect(201);
      expect(res.body).toEqual({ id: expect.any(Number), ...CLOSED });
      expect(await scheduleDay('2030-06-14')).toEqual({
        date: '2030-06-14',
        weekday: 'Friday',
        ranges: [],
        closed_reason: 'Staff training day',
        note: null,
        source: 'special',
        season: null,
      });
      // The day before (Thu 10:00 EDT): the next opening is Saturday, said with its day.
      await expectStatus('2030-06-13T14:00:00Z', 'CLOSED', 'Open Saturday from 9:00 AM to 4:00 PM');
      await expectStatus(
        '2030-06-14T14:00:00Z',
        'CLOSED',
        'Closed today for Staff training day. Open again tomorrow from 9:00 AM to 4:00 PM',
      );
      expect((await request(api.url).get('/api/v1/holidays').expect(200)).body).toContainEqual({
        holiday_date: '2030-06-14',
        description: 'Staff training day',
      });
      const list = await request(api.url)
        .get('/api/v1/special-days?from=2030-06-01&to=2030-06-30')
        .expect(200);
      expect(list.body).toEqual([res.body]);
    });

    it('a special opening (lantern tour) with a note, on a closed weekday', async () => {
      const res = await send('post', '/special-days', {
        date_from: '2030-06-12',
        date_through: '2030-06-12',
        ranges: [range('18:00', '21:00')],
        reason: null,
        note: 'Lantern tour: bring a torch',
      }).expect(201);
      expect(res.body).toMatchObject({ ranges: [range('18:00:00', '21:00:00')], reason: null });
      expect(await scheduleDay('2030-06-12')).toMatchObject({
        ranges: [range('18:00:00', '21:00:00')],
        closed_reason: null,
        note: 'Lantern tour: bring a torch',
        source: 'special',
      });
      // Wed 2030-06-12 19:00 EDT.
      await expectStatus('2030-06-12T23:00:00Z', 'OPEN', 'Open today from 6:00 PM to 9:00 PM');
      // Not a holiday: it is open.
      expect(
        (await request(api.url).get('/api/v1/holidays').expect(200)).body.map(
          (h: { holiday_date: string }) => h.holiday_date,
        ),
      ).not.toContain('2030-06-12');
    });

    it('a closure over several days: /holidays lists each date; 409 for any overlap, naming it', async () => {
      const res = await send('post', '/special-days', {
        date_from: '2030-12-24',
        date_through: '2030-12-26',
        ranges: [],
        reason: 'Winter break',
        note: null,
      }).expect(201);
      const holidays = (await request(api.url).get('/api/v1/holidays').expect(200)).body;
      expect(
        holidays.filter((h: { description: string }) => h.description === 'Winter break'),
      ).toEqual([
        { holiday_date: '2030-12-24', description: 'Winter break' },
        { holiday_date: '2030-12-25', description: 'Winter break' },
        { holiday_date: '2030-12-26', description: 'Winter break' },
      ]);
      const before = await storedHours(api);
      for (const [from, through] of [
        ['2030-12-26', '2030-12-26'],
        ['2030-12-20', '2030-12-24'],
        ['2030-12-01', '2031-01-31'],
      ]) {
        const conflict = await send('post', '/special-days', {
          ...CLOSED,
          date_from: from,
          date_through: through,
        }).expect(409);
        expect(conflict.body).toEqual({
          statusCode: 409,
          error: 'Conflict',
          message:
            'The dates overlap the special day "Winter break" (2030-12-24 to 2030-12-26); special days must not overlap.',
        });
      }
      // The one-day closure named by its date alone.
      const one = await send('post', '/special-days', {
        ...CLOSED,
        date_from: '2030-06-10',
        date_through: '2030-06-20',
      }).expect(409);
      expect(one.body.message).toMatch(
        /special day "(Lantern tour: bring a torch|Staff training day)"/,
      );
      // /holidays/set on a date inside the span: 409, not a silent change.
      const inside = await send('post', '/holidays/set', {
        date: '2030-12-25',
        description: 'Christmas',
      }).expect(409);
      expect(inside.body.message).toBe(
        '2030-12-25 is inside the special day "Winter break" (2030-12-24 to 2030-12-26); change that one instead.',
      );
      expect(await storedHours(api)).toEqual(before);
      // Its own dates never conflict with itself.
      await send('put', `/special-days/${res.body.id}`, {
        date_from: '2030-12-24',
        date_through: '2030-12-27',
        ranges: [],
        reason: 'Winter break',
        note: 'Back on the 28th',
      }).expect(200);
      expect((await scheduleDay('2030-12-27')).note).toBe('Back on the 28th');
    });

    it.each<[string, object, RegExp]>([
      ['closed without a reason', { reason: null }, /^reason is required when ranges is empty/],
      ['closed with a blank reason', { reason: '   ' }, /^reason is required when ranges is empty/],
      [
        'an impossible date',
        { date_from: '2026-02-30' },
        /^date_from must be a real calendar date/,
      ],
      [
        'a missing date_through',
        { date_through: undefined },
        /^date_through must be a real calendar date/,
      ],
      [
        'date_through before date_from',
        { date_from: '2032-05-02', date_through: '2032-05-01' },
        /^date_through must be on or after date_from/,
      ],
      [
        'a span over 400 days',
        { date_through: '2033-06-05' },
        /^date_through must be within 400 days/,
      ],
      ['ranges missing', { ranges: undefined }, /^ranges must be a list/],
      [
        'open >= close',
        { ranges: [range('20:00', '18:00')] },
        /^ranges\[0\]\.close_time must be after/,
      ],
      [
        'overlapping ranges',
        { ranges: [range('10:00', '12:00'), range('11:59', '13:00')] },
        /^ranges\[1\] overlaps ranges\[0\]/,
      ],
      [
        'five ranges',
        { ranges: ['08', '10', '12', '14', '16'].map((h) => range(`${h}:00`, `${h}:30`)) },
        /^ranges may hold at most 4 ranges a day/,
      ],
      ['a reason too long', { reason: 'x'.repeat(256) }, /^reason must be text of at most 255/],
      ['a note that is not text', { note: 42 }, /^note must be text of at most 1000/],
      ['a reason with a line break', { reason: 'a\nb' }, /reason/],
    ])('400 for %s, naming the field; nothing changes', async (_name, change, message) => {
      const body = { ...CLOSED, date_from: '2032-05-01', date_through: '2032-05-01', ...change };
      await expectRefused(api, () => send('post', '/special-days', body), message);
    });

    it('past dates are accepted (a record of what was) but not listed by default', async () => {
      const past = await send('post', '/special-days', {
        ...CLOSED,
        date_from: '2021-01-01',
        date_through: '2021-01-01',
        reason: 'Snow',
      }).expect(201);
      const listed = (await request(api.url).get('/api/v1/special-days').expect(200)).body;
      expect(listed.map((s: { id: number }) => s.id)).not.toContain(past.body.id);
      expect(listed.every((s: { date_through: string }) => s.date_through >= '2026-01-01')).toBe(
        true,
      );
      const history = await request(api.url)
        .get('/api/v1/special-days?from=2021-01-01&to=2021-01-31')
        .expect(200);
      expect(history.body).toEqual([past.body]);
      expect(
        (
          await request(api.url)
            .get('/api/v1/special-days?from=2021-02-01&to=2021-01-01')
            .expect(400)
        ).body.message,
      ).toBe('to must be on or after from.');
      expect(
        (await request(api.url).get('/api/v1/special-days?to=2021-02-30').expect(400)).body.message,
      ).toMatch(/^to must be a real calendar date/);
      await send('delete', `/special-days/${past.body.id}`).expect(200);
      await send('delete', `/special-days/${past.body.id}`).expect(404);
      expect((await send('delete', '/special-days/0').expect(400)).body.message).toBe(
        'The special day id must be a whole number (got "0").',
      );
    });

    it('a special day inside a season wins over it, and names the season in force', async () => {
      await send('post', '/seasons', {
        name: 'Summer',
        valid_from: '2032-06-01',
        valid_through: '2032-08-31',
        hours: [{ day_of_week: 'Tuesday', ranges: [range('10:00', '18:00')] }],
      }).expect(201);
      // 2032-06-01 is a Tuesday.
      await send('post', '/special-days', {
        date_from: '2032-06-01',
        date_through: '2032-06-01',
        ranges: [range('10:00', '14:00')],
        reason: 'Closing early',
        note: null,
      }).expect(201);
      expect(await scheduleDay('2032-06-01')).toEqual({
        date: '2032-06-01',
        weekday: 'Tuesday',
        ranges: [range('10:00:00', '14:00:00')],
        closed_reason: null,
        note: null,
        source: 'special',
        season: 'Summer',
      });
      expect((await scheduleDay('2032-06-08')).ranges).toEqual([range('10:00:00', '18:00:00')]);
    });

    it('POST /holidays/set replaces the closure on a date, or turns a one-day opening into one; null removes only closures', async () => {
      await send('post', '/holidays/set', { date: '2030-06-14', description: 'Inventory' }).expect(
        200,
      );
      expect((await scheduleDay('2030-06-14')).closed_reason).toBe('Inventory');
      expect(
        await sql(
          api.databaseUrl,
          `SELECT count(*)::int AS n FROM special_days WHERE date_from = '2030-06-14'`,
        ),
      ).toEqual([{ n: 1 }]);
      // A null description on the lantern tour's date leaves the opening alone.
      expect(
        (await send('post', '/holidays/set', { date: '2030-06-12', description: null }).expect(200))
          .body,
      ).toEqual({ message: 'There was no holiday on 2030-06-12.' });
      expect((await scheduleDay('2030-06-12')).ranges).toHaveLength(1);
      await send('post', '/holidays/set', { date: '2030-06-12', description: 'Storm' }).expect(200);
      expect(await scheduleDay('2030-06-12')).toMatchObject({
        ranges: [],
        closed_reason: 'Storm',
        source: 'special',
      });
      await send('post', '/holidays/set', { date: '2030-06-12', description: '' }).expect(200);
      expect((await scheduleDay('2030-06-12')).source).toBe('regular');
    });
  });
});
