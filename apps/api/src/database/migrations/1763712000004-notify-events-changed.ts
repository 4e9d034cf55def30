import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every API process caches the public events listing; a statement trigger on the events and on the
 * stored files (an event's PDF shows in the listing) sends NOTIFY so each drops its copy at once.
 */
export class NotifyEventsChanged1763712000004 implements MigrationInterface {
  name = 'NotifyEventsChanged1763712000004';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION notify_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('events_changed', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const table of ['events', 'stored_files']) {
      await db.query(`
        CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_events_changed()`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER stored_files_changed ON stored_files');
    await db.query('DROP TRIGGER events_changed ON events');
    await db.query('DROP FUNCTION notify_events_changed()');
  }
}
