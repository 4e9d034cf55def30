import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff accounts. member_id is the sign-in name; both it and the e-mail are stored lower-case. */
export class CreateUsers1763712000002 implements MigrationInterface {
  name = 'CreateUsers1763712000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        member_id varchar(64) NOT NULL UNIQUE CHECK (member_id = lower(member_id) AND member_id <> ''),
        email varchar(254) NOT NULL UNIQUE CHECK (email = lower(email)),
        password_hash text NOT NULL,
        disabled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE users');
  }
}
