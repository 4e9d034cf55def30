import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Site content (docs/api.md, "Site content and alerts"): every version staff publish of a key is kept
 * (nothing is updated in place), so any one can be restored; the one in force for a key is the
 * newest whose publish_at has come. A key with no version shows its default (contracts). Alerts
 * are notices above every public page between starts_at and ends_at. A statement trigger on both
 * tables sends NOTIFY content_changed, so every API process drops its copy at once.
 */
export class CreateContentAndAlerts1763712000030 implements MigrationInterface {
  name = 'CreateContentAndAlerts1763712000030';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE content_versions (
        id bigserial PRIMARY KEY,
        key text NOT NULL,
        value jsonb NOT NULL,
        publish_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        username text,
        restored_from bigint -- the version this one copied (no foreign key: versions are never deleted once published)
      )`);
    await db.query(
      'CREATE INDEX content_versions_key_publish_at ON content_versions (key, publish_at DESC, id DESC)',
    );
    await db.query(`
      CREATE TABLE alerts (
        id serial PRIMARY KEY,
        message text NOT NULL,
        level text NOT NULL CHECK (level IN ('info', 'warning', 'closure')),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        username text,
        CONSTRAINT alerts_end_after_start CHECK (ends_at IS NULL OR ends_at > starts_at)
      )`);
    await db.query(`
      CREATE FUNCTION notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('content_changed', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const table of ['content_versions', 'alerts']) {
      await db.query(`
        CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE alerts');
    await db.query('DROP TABLE content_versions');
    await db.query('DROP FUNCTION notify_content_changed()');
  }
}
