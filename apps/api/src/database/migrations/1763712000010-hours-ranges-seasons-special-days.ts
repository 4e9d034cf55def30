import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hours as a museum keeps them (docs/product.md §10): several ranges a day, seasons, special days.
 *
 * - opening_hour_ranges: the regular week, 0..4 ranges a weekday (replaces opening_hours' one
 *   open/close pair per day);
 * - seasons + season_ranges: a named date span with its own weekly ranges; seasons never overlap
 *   (an exclusion constraint on the date span backs the API's 409);
 * - special_days + special_day_ranges: a date or span of dates, closed (no ranges, a reason) or
 *   open with its own ranges; special days never overlap each other.
 *
 * What staff entered moves over unchanged: every weekday's open/close becomes that day's one
 * range, every holiday a one-day closed special day with the description as its reason (and its
 * updated_at). Then the old tables go. Every new table NOTIFYs hours_changed (the function of the
 * first migration), so every API process drops its cached schedule on any change.
 */
export class HoursRangesSeasonsSpecialDays1763712000010 implements MigrationInterface {
  name = 'HoursRangesSeasonsSpecialDays1763712000010';

  async up(db: QueryRunner): Promise<void> {
    const days = `('Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday')`;
    await db.query(`
      CREATE TABLE opening_hour_ranges (
        day_of_week text NOT NULL CHECK (day_of_week IN ${days}),
        open_time time NOT NULL,
        close_time time NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (day_of_week, open_time),
        CONSTRAINT opening_hour_ranges_close_after_open CHECK (close_time > open_time)
      )`);
    await db.query(`
      CREATE TABLE seasons (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        valid_from date NOT NULL,
        valid_through date NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT seasons_dates_in_order CHECK (valid_through >= valid_from),
        CONSTRAINT seasons_no_overlap
          EXCLUDE USING gist (daterange(valid_from, valid_through, '[]') WITH &&)
      )`);
    await db.query(`
      CREATE TABLE season_ranges (
        season_id integer NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
        day_of_week text NOT NULL CHECK (day_of_week IN ${days}),
        open_time time NOT NULL,
        close_time time NOT NULL,
        PRIMARY KEY (season_id, day_of_week, open_time),
        CONSTRAINT season_ranges_close_after_open CHECK (close_time > open_time)
      )`);
    await db.query(`
      CREATE TABLE special_days (
        id serial PRIMARY KEY,
        date_from date NOT NULL,
        date_through date NOT NULL,
        reason varchar(255),
        note varchar(1000),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT special_days_dates_in_order CHECK (date_through >= date_from),
        CONSTRAINT special_days_no_overlap
          EXCLUDE USING gist (daterange(date_from, date_through, '[]') WITH &&)
      )`);
    await db.query(`
      CREATE TABLE special_day_ranges (
        special_day_id integer NOT NULL REFERENCES special_days (id) ON DELETE CASCADE,
        open_time time NOT NULL,
        close_time time NOT NULL,
        PRIMARY KEY (special_day_id, open_time),
        CONSTRAINT special_day_ranges_close_after_open CHECK (close_time > open_time)
      )`);

    // What staff entered, moved over unchanged.
    await db.query(`
      INSERT INTO opening_hour_ranges (day_of_week, open_time, close_time, updated_at)
      SELECT day_of_week, open_time, close_time, updated_at FROM opening_hours
       WHERE open_time IS NOT NULL AND close_time IS NOT NULL`);
    await db.query(`
      INSERT INTO special_days (date_from, date_through, reason, updated_at)
      SELECT holiday_date, holiday_date, description, updated_at FROM holidays ORDER BY holiday_date`);
    await db.query('DROP TABLE holidays');
    await db.query('DROP TABLE opening_hours');

    for (const table of [
      'opening_hour_ranges',
      'seasons',
      'season_ranges',
      'special_days',
      'special_day_ranges',
    ]) {
      await db.query(`
        CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_hours_changed()`);
    }
  }

  /**
   * Back to one pair a weekday and whole-day holidays: a day keeps its first opening and last
   * closing, each date of a closed special day becomes a holiday; seasons and special openings
   * have no place in the old shape and are dropped.
   */
  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE opening_hours (
        day_of_week text PRIMARY KEY
          CHECK (day_of_week IN ('Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday')),
        open_time time,
        close_time time,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT opening_hours_both_or_neither CHECK ((open_time IS NULL) = (close_time IS NULL)),
        CONSTRAINT opening_hours_close_after_open CHECK (close_time > open_time)
      )`);
    await db.query(`
      CREATE TABLE holidays (
        holiday_date date PRIMARY KEY,
        description varchar(255) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      INSERT INTO opening_hours (day_of_week, open_time, close_time)
      SELECT day_of_week, min(open_time), max(close_time) FROM opening_hour_ranges GROUP BY day_of_week`);
    await db.query(`
      INSERT INTO holidays (holiday_date, description)
      SELECT d::date, coalesce(s.reason, 'Closed')
        FROM special_days s
        CROSS JOIN generate_series(s.date_from, s.date_through, interval '1 day') d
       WHERE NOT EXISTS (SELECT 1 FROM special_day_ranges r WHERE r.special_day_id = s.id)`);
    for (const table of ['opening_hours', 'holidays']) {
      await db.query(`
        CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_hours_changed()`);
    }
    await db.query('DROP TABLE special_day_ranges');
    await db.query('DROP TABLE special_days');
    await db.query('DROP TABLE season_ranges');
    await db.query('DROP TABLE seasons');
    await db.query('DROP TABLE opening_hour_ranges');
  }
}
