import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys (WebAuthn): staff may sign in with a passkey instead of the password. Challenges are
 * kept in the database (not in one process's memory) so any API replica can finish a ceremony;
 * each is used once and expires after 5 minutes.
 */
export class Passkeys1763712000022 implements MigrationInterface {
  name = 'Passkeys1763712000022';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE passkeys (
        id text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        name varchar(100) NOT NULL DEFAULT 'Passkey',
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await db.query('CREATE INDEX passkeys_user ON passkeys (user_id)');
    await db.query(`
      CREATE TABLE webauthn_challenges (
        challenge text PRIMARY KEY,
        user_id integer REFERENCES users (id) ON DELETE CASCADE,
        purpose varchar(16) NOT NULL CHECK (purpose IN ('register', 'login')),
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE webauthn_challenges');
    await db.query('DROP TABLE passkeys');
  }
}
