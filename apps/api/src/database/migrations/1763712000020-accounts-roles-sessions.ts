import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts grow roles, sessions that can be ended, and one-time links (docs/api.md
 * "Accounts, roles, audit"). Every existing account becomes an admin (today each of them may do
 * everything); new ones default to editor. An invited account has no password until it accepts.
 */
export class AccountsRolesSessions1763712000020 implements MigrationInterface {
  name = 'AccountsRolesSessions1763712000020';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE users
        ADD COLUMN role varchar(16) NOT NULL DEFAULT 'admin' CHECK (role IN ('admin', 'editor'))`);
    await db.query(`ALTER TABLE users ALTER COLUMN role SET DEFAULT 'editor'`);
    await db.query(`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`);
    // One row per sign-in; a token names its session (claim sid) and is refused once it is revoked.
    await db.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX sessions_user_live ON sessions (user_id) WHERE revoked_at IS NULL`,
    );
    // Invitations, resets and the first-run setup: only the SHA-256 of the token is stored.
    await db.query(`
      CREATE TABLE account_links (
        token_hash bytea PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose varchar(16) NOT NULL CHECK (purpose IN ('invite', 'reset', 'setup')),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await db.query(`CREATE INDEX account_links_user ON account_links (user_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE account_links');
    await db.query('DROP TABLE sessions');
    await db.query(`DELETE FROM users WHERE password_hash IS NULL`);
    await db.query('ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL');
    await db.query('ALTER TABLE users DROP COLUMN role');
  }
}
