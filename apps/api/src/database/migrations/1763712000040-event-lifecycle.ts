import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events: a whole lifecycle (docs/api.md, "Events"). New columns on `events`, each with the
 * default an event created before them has (scheduled, not all day, '' texts, image shown as
 * 'cover', published, not repeating): adding a column with a constant default rewrites nothing,
 * so every existing row, its image and its PDF stay exactly as they were.
 *
 * - `ends_at`: museum wall-clock time like `starts_at` (null = no end given); never before it.
 * - `publish_at`: an instant (timestamptz); null = published. Public reads hide the event before it.
 * - `recurrence`: the repeat rule as JSON (contracts' EventRecurrence), null = a single event.
 *
 * `event_occurrence_changes`: one occurrence of a repeating event with its own status (cancelled
 * one Saturday), by the occurrence's museum date. Deleted with its event (the trash keeps a copy
 * in its row, see EventsService.remove). Its statement trigger sends the events' NOTIFY, so every process
 * drops its listing at once.
 */
export class EventLifecycle1763712000040 implements MigrationInterface {
  name = 'EventLifecycle1763712000040';

  async up(db: QueryRunner): Promise<void> {
    const statuses = `('scheduled', 'cancelled', 'postponed', 'rescheduled')`;
    await db.query(`
      ALTER TABLE events
        ADD COLUMN ends_at timestamp without time zone,
        ADD COLUMN all_day boolean NOT NULL DEFAULT false,
        ADD COLUMN status varchar(20) NOT NULL DEFAULT 'scheduled' CHECK (status IN ${statuses}),
        ADD COLUMN status_note varchar(500) NOT NULL DEFAULT '',
        ADD COLUMN image_alt varchar(300) NOT NULL DEFAULT '',
        ADD COLUMN location varchar(300) NOT NULL DEFAULT '',
        ADD COLUMN price_text varchar(200) NOT NULL DEFAULT '',
        ADD COLUMN image_fit varchar(10) NOT NULL DEFAULT 'cover' CHECK (image_fit IN ('cover', 'contain')),
        ADD COLUMN publish_at timestamptz,
        ADD COLUMN recurrence jsonb,
        ADD CONSTRAINT events_end_not_before_start CHECK (ends_at IS NULL OR ends_at >= starts_at)`);
    await db.query(`
      CREATE TABLE event_occurrence_changes (
        event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        occurrence_date date NOT NULL,
        status varchar(20) NOT NULL CHECK (status IN ${statuses}),
        status_note varchar(500) NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, occurrence_date)
      )`);
    await db.query(`
      CREATE TRIGGER event_occurrence_changes_changed
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_occurrence_changes
        FOR EACH STATEMENT EXECUTE FUNCTION notify_events_changed()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE event_occurrence_changes');
    await db.query(`
      ALTER TABLE events
        DROP CONSTRAINT events_end_not_before_start,
        DROP COLUMN ends_at, DROP COLUMN all_day, DROP COLUMN status, DROP COLUMN status_note,
        DROP COLUMN image_alt, DROP COLUMN location, DROP COLUMN price_text, DROP COLUMN image_fit,
        DROP COLUMN publish_at, DROP COLUMN recurrence`);
  }
}
