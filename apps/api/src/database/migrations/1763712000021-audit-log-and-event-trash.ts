import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail (one row per successful write of any kind: who, when, what, before and after)
 * and the events' trash: a deleted event's row and its files are kept for 30 days and can be
 * restored as they were (docs/api.md "Accounts, roles, audit").
 */
export class AuditLogAndEventTrash1763712000021 implements MigrationInterface {
  name = 'AuditLogAndEventTrash1763712000021';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        username varchar(64),
        action varchar(64) NOT NULL,
        entity varchar(64) NOT NULL,
        entity_id varchar(200),
        summary text NOT NULL,
        before jsonb,
        after jsonb
      )`);
    await db.query('CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC)');
    await db.query('CREATE INDEX audit_log_entity ON audit_log (entity, entity_id)');
    await db.query(`
      CREATE TABLE events_trash (
        id integer PRIMARY KEY,
        row jsonb NOT NULL,
        deleted_at timestamptz NOT NULL DEFAULT now(),
        deleted_by integer REFERENCES users (id) ON DELETE SET NULL
      )`);
    await db.query(`
      CREATE TABLE stored_files_trash (
        key varchar(200) PRIMARY KEY,
        event_id integer NOT NULL REFERENCES events_trash (id) ON DELETE CASCADE,
        content_type varchar(100) NOT NULL,
        byte_size integer NOT NULL,
        etag varchar(100) NOT NULL,
        data bytea NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await db.query('ALTER TABLE stored_files_trash ALTER COLUMN data SET STORAGE EXTERNAL');
    await db.query('CREATE INDEX stored_files_trash_event ON stored_files_trash (event_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE stored_files_trash');
    await db.query('DROP TABLE events_trash');
    await db.query('DROP TABLE audit_log');
  }
}
