import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/database/migrations';
import { createTestDatabase, migrateTo, sql, startTestApp, waitUntil } from './test-app';
import { hoursDay, statusAt } from './schedule-helpers';

/**
 * The hours migration (1763712000010) on a populated database: every weekly hour becomes one
 * range, every holiday a one-day closed special day, nothing staff entered lost or altered.
 */
describe('migration 1763712000010: ranges, seasons, special days', () => {
  const index = MIGRATIONS.findIndex(
    (M) => new M().name === 'HoursRangesSeasonsSpecialDays1763712000010',
  );
  let url: string;

  const migrate = (migrations: typeof MIGRATIONS) => migrateTo(url, migrations);

  beforeAll(async () => {
    url = await createTestDatabase();
    await migrate(MIGRATIONS.slice(0, index));
    // What staff entered under the old schema (seeded hours changed, holidays past and future).
    await sql(
      url,
      `INSERT INTO opening_hours (day_of_week, open_time, close_time, updated_at)
       VALUES ('Monday', '10:15', '15:45', '2025-03-01T12:00:00Z')`,
    );
    await sql(
      url,
      `UPDATE opening_hours SET open_time = NULL, close_time = NULL WHERE day_of_week = 'Sunday'`,
    );
    await sql(
      url,
      `INSERT INTO holidays (holiday_date, description, updated_at) VALUES
         ('2020-12-25', 'Christmas Day', '2020-11-01T00:00:00Z'),
         ('2030-07-04', 'Independence Day', '2025-06-01T00:00:00Z'),
         ('2030-11-28', $1, '2025-06-02T00:00:00Z')`,
      ['Thanksgiving — “closed” for the staff’s families ✓ ' + 'x'.repeat(200)],
    );
  });

  it('moves every hour and holiday over unchanged, drops the old tables, and keeps notifying', async () => {
    const hoursBefore = await sql(
      url,
      `SELECT day_of_week, open_time::text, close_time::text, updated_at FROM opening_hours
        WHERE open_time IS NOT NULL ORDER BY day_of_week`,
    );
    const holidaysBefore = await sql(
      url,
      `SELECT holiday_date::text AS date, description, updated_at FROM holidays ORDER BY holiday_date`,
    );
    expect(hoursBefore).toHaveLength(3); // Monday, Friday, Saturday
    expect(holidaysBefore).toHaveLength(3);

    await migrate(MIGRATIONS);

    expect(
      await sql(
        url,
        `SELECT day_of_week, open_time::text, close_time::text, updated_at FROM opening_hour_ranges
          ORDER BY day_of_week`,
      ),
    ).toEqual(hoursBefore);
    expect(
      await sql(
        url,
        `SELECT date_from::text AS date, reason AS description, updated_at FROM special_days
          WHERE date_through = date_from ORDER BY date_from`,
      ),
    ).toEqual(holidaysBefore);
    expect(await sql(url, `SELECT count(*)::int AS n FROM special_day_ranges`)).toEqual([{ n: 0 }]);
    expect(await sql(url, `SELECT note FROM special_days WHERE note IS NOT NULL`)).toEqual([]);
    expect(
      await sql(
        url,
        `SELECT to_regclass('public.opening_hours') AS hours, to_regclass('public.holidays') AS holidays`,
      ),
    ).toEqual([{ hours: null, holidays: null }]);

    // Every new table notifies the schedule's channel.
    const listener = new Client({ connectionString: url });
    await listener.connect();
    try {
      const heard: string[] = [];
      listener.on('notification', (n) => heard.push(`${n.channel}:${n.payload}`));
      await listener.query('LISTEN hours_changed');
      await sql(
        url,
        `INSERT INTO seasons (name, valid_from, valid_through) VALUES ('W', '2031-01-01', '2031-02-01')`,
      );
      await sql(
        url,
        `INSERT INTO season_ranges SELECT id, 'Monday', '10:00', '11:00' FROM seasons`,
      );
      await sql(
        url,
        `INSERT INTO special_day_ranges SELECT id, '10:00', '11:00' FROM special_days WHERE date_from = '2030-07-04'`,
      );
      await sql(
        url,
        `UPDATE opening_hour_ranges SET updated_at = now() WHERE day_of_week = 'Monday'`,
      );
      await sql(url, `DELETE FROM special_day_ranges`);
      await sql(url, `DELETE FROM seasons`);
      await sql(url, `UPDATE special_days SET note = NULL`);
      // Each statement's NOTIFY comes when it commits: wait until five kinds were heard.
      await waitUntil(() => new Set(heard).size >= 5);
      expect(new Set(heard)).toEqual(
        new Set([
          'hours_changed:seasons',
          'hours_changed:season_ranges',
          'hours_changed:special_day_ranges',
          'hours_changed:opening_hour_ranges',
          'hours_changed:special_days',
        ]),
      );
    } finally {
      await listener.end();
    }
  });

  it('the API reads the same facts: GET /hours in the spec shape, GET /holidays from today on', async () => {
    const api = await startTestApp({ databaseUrl: url });
    try {
      const hours = await request(api.url).get('/api/v1/hours').expect(200);
      expect(hours.body.hours[0]).toEqual(hoursDay('Monday', '10:15:00', '15:45:00'));
      expect(hours.body.hours[6]).toEqual(hoursDay('Sunday'));
      // The 2020 closure is kept (a record of what was) but no longer listed to visitors.
      const holidays = await request(api.url).get('/api/v1/holidays').expect(200);
      expect(holidays.body.map((h: { holiday_date: string }) => h.holiday_date)).toEqual([
        '2030-07-04',
        '2030-11-28',
      ]);
      expect(hours.body.holidays).toEqual(holidays.body);
      const past = await request(api.url)
        .get('/api/v1/special-days?from=2020-01-01&to=2020-12-31')
        .expect(200);
      expect(past.body).toEqual([
        {
          id: expect.any(Number),
          date_from: '2020-12-25',
          date_through: '2020-12-25',
          ranges: [],
          reason: 'Christmas Day',
          note: null,
        },
      ]);
      // 2030-07-04 is a Thursday, closed anyway: the status says why and when it opens again.
      expect(await statusAt(api, '2030-07-04T15:00:00Z')).toEqual({
        status: 'CLOSED',
        message: 'Closed today for Independence Day. Open again tomorrow from 9:00 AM to 4:00 PM',
      });
    } finally {
      await api.close();
    }
  });

  it('down() returns to the old shape with the same facts', async () => {
    const ds = new DataSource({ type: 'postgres', url, migrations: MIGRATIONS });
    await ds.initialize();
    try {
      // Back through the migrations that came after this one, then this one.
      const hours = MIGRATIONS.findIndex(
        (M) => M.name === 'HoursRangesSeasonsSpecialDays1763712000010',
      );
      for (let i = MIGRATIONS.length - 1; i >= hours; i--) await ds.undoLastMigration();
    } finally {
      await ds.destroy();
    }
    expect(
      await sql(
        url,
        `SELECT day_of_week, open_time::text, close_time::text FROM opening_hours ORDER BY day_of_week`,
      ),
    ).toEqual([
      { day_of_week: 'Friday', open_time: '09:00:00', close_time: '16:00:00' },
      { day_of_week: 'Monday', open_time: '10:15:00', close_time: '15:45:00' },
      { day_of_week: 'Saturday', open_time: '09:00:00', close_time: '16:00:00' },
    ]);
    expect(
      (
        await sql<{ d: string }>(url, `SELECT holiday_date::text AS d FROM holidays ORDER BY 1`)
      ).map((r) => r.d),
    ).toEqual(['2020-12-25', '2030-07-04', '2030-11-28']);
    // And up again, for the next runs.
    await migrate(MIGRATIONS);
  });
});
