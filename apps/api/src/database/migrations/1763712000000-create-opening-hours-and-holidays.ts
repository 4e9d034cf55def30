import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The weekly hours (one row per weekday) and the holidays (one row per date). A statement trigger
 * sends NOTIFY on every change, so each API process drops its cached copy at once, whichever
 * process (or a manual SQL session) made the change.
 */
export class CreateOpeningHoursAndHolidays1763712000000 implements MigrationInterface {
  name = 'CreateOpeningHoursAndHolidays1763712000000';

  async up(db: QueryRunner): Promise<void> {
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
      CREATE FUNCTION notify_hours_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('hours_changed', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const table of ['opening_hours', 'holidays']) {
      await db.query(`
        CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_hours_changed()`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE holidays');
    await db.query('DROP TABLE opening_hours');
    await db.query('DROP FUNCTION notify_hours_changed()');
  }
}
