import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A QR sign's readable page (/signs/{name}): a title and a short summary staff write, beside the
 * sign's PDF (kept in stored_files as before). A sign without a row here has '' for both, so the
 * signs made before this migration are unchanged. Its statement trigger sends the files' NOTIFY
 * (events_changed), so every process drops its copy of a sign's page at once.
 */
export class SignTexts1763712000041 implements MigrationInterface {
  name = 'SignTexts1763712000041';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sign_texts (
        name varchar(64) PRIMARY KEY,
        title varchar(120) NOT NULL DEFAULT '',
        summary varchar(600) NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TRIGGER sign_texts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sign_texts
      FOR EACH STATEMENT EXECUTE FUNCTION notify_events_changed()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE sign_texts');
  }
}
