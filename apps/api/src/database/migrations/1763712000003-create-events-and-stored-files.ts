import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events and every uploaded file. Files live in PostgreSQL (not on an API server's disk) so API
 * replicas stay stateless and a database backup is a backup of everything.
 *
 * `starts_at` is the museum's wall-clock time (timestamp WITHOUT time zone): an event "at 10:00"
 * stays at 10:00 on the museum's clock whatever the daylight-saving rules do; the zone is applied
 * only where an instant is needed (the iCalendar feed carries it as TZID).
 *
 * `stored_files.key` is the file's public path under /static (e.g. 'event_info/12.pdf'), plus
 * internal keys for image sizes and originals; see files/file-keys.ts.
 */
export class CreateEventsAndStoredFiles1763712000003 implements MigrationInterface {
  name = 'CreateEventsAndStoredFiles1763712000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE events (
        id serial PRIMARY KEY,
        title varchar(200) NOT NULL CHECK (btrim(title) <> ''),
        description text NOT NULL CHECK (btrim(description) <> ''),
        category varchar(100) NOT NULL DEFAULT 'Default Category',
        starts_at timestamp without time zone NOT NULL,
        link_text varchar(200) NOT NULL DEFAULT '',
        link_url varchar(2000) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The public listing reads "from today on, in date order".
    await db.query('CREATE INDEX events_starts_at_idx ON events (starts_at, id)');
    await db.query(`
      CREATE TABLE stored_files (
        key varchar(200) PRIMARY KEY,
        content_type varchar(100) NOT NULL,
        byte_size integer NOT NULL CHECK (byte_size >= 0),
        etag varchar(100) NOT NULL,
        data bytea NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // WebP, JPEG and PDF are already compressed: storing them out of line without another round
    // of pglz saves CPU on every write and read.
    await db.query('ALTER TABLE stored_files ALTER COLUMN data SET STORAGE EXTERNAL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE stored_files');
    await db.query('DROP TABLE events');
  }
}
