import request from 'supertest';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/database/migrations';
import { signIn } from './auth-helpers';
import { createTestDatabase, sql, startTestApp } from './test-app';

/**
 * The accounts migrations (1763712000020 on) on a database an older release filled: nothing staff
 * entered is lost or changed, existing accounts become admins and keep signing in, events and
 * files stay.
 */
describe('accounts migrations on a populated database', () => {
  it('keeps every user, event and file; existing users become admins', async () => {
    const databaseUrl = await createTestDatabase();
    const older = MIGRATIONS.findIndex((m) => m.name.endsWith('1763712000020'));
    expect(older).toBeGreaterThan(0);
    const db = new DataSource({
      type: 'postgres',
      url: databaseUrl,
      migrations: MIGRATIONS.slice(0, older),
      migrationsTransactionMode: 'each',
    });
    await db.initialize();
    await db.runMigrations();
    await db.destroy();
    // What an older release's staff entered.
    await insertUserBefore(databaseUrl, 'oldadmin', 'old-admin-password-1');
    await insertUserBefore(databaseUrl, 'volunteer', 'old-volunteer-pass-1');
    await sql(databaseUrl, `UPDATE users SET disabled = true WHERE member_id = 'volunteer'`);
    await sql(
      databaseUrl,
      `INSERT INTO events (title, description, starts_at) VALUES ('Old pour', 'Kept', '2031-01-01 10:00')`,
    );
    await sql(
      databaseUrl,
      `INSERT INTO stored_files (key, content_type, byte_size, etag, data)
       VALUES ('event_info/1.pdf', 'application/pdf', 3, 'e1', '\\x010203')`,
    );
    const before = {
      users: await sql(
        databaseUrl,
        'SELECT id, member_id, email, password_hash, disabled FROM users ORDER BY id',
      ),
      events: await sql(databaseUrl, 'SELECT * FROM events ORDER BY id'),
      files: await sql(databaseUrl, 'SELECT key, md5(data) FROM stored_files ORDER BY key'),
    };

    // The new release starts on it: the remaining migrations run.
    const api = await startTestApp({ databaseUrl });
    try {
      expect(
        await sql(
          databaseUrl,
          'SELECT id, member_id, email, password_hash, disabled FROM users ORDER BY id',
        ),
      ).toEqual(before.users);
      // Every column it had, unchanged (later migrations add columns, e.g. 040's lifecycle).
      expect(await sql(databaseUrl, 'SELECT * FROM events ORDER BY id')).toMatchObject(
        before.events,
      );
      expect(
        await sql(databaseUrl, 'SELECT key, md5(data) FROM stored_files ORDER BY key'),
      ).toEqual(before.files);
      expect(await sql(databaseUrl, 'SELECT member_id, role FROM users ORDER BY id')).toEqual([
        { member_id: 'oldadmin', role: 'admin' },
        { member_id: 'volunteer', role: 'admin' },
      ]);
      // The old account signs in and may manage staff; a new invitation defaults to editor.
      const token = await signIn(api, 'oldadmin', 'old-admin-password-1');
      await request(api.url).get('/api/v1/users').auth(token, { type: 'bearer' }).expect(200);
      const [{ column_default }] = await sql<{ column_default: string }>(
        databaseUrl,
        `SELECT column_default FROM information_schema.columns
          WHERE table_name = 'users' AND column_name = 'role'`,
      );
      expect(column_default).toMatch(/editor/);
    } finally {
      await api.close();
    }
  });
});

/** A user row as the older schema had it (no role column yet). */
async function insertUserBefore(
  databaseUrl: string,
  username: string,
  password: string,
): Promise<void> {
  const argon2 = await import('argon2');
  const hash = await argon2.hash(password, {
    type: argon2.argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
  await sql(
    databaseUrl,
    `INSERT INTO users (member_id, email, password_hash) VALUES ($1, $2, $3)`,
    [username, `${username}@example.org`, hash],
  );
}
