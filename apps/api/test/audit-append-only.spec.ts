import request from 'supertest';
import { insertUser, signIn } from './auth-helpers';
import { sql, useTestApp } from './test-app';

/** The History is append-only in the database itself, whatever role runs the statement. */
describe('the History cannot be changed or deleted', () => {
  const api = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(api);
    await insertUser(api, 'clio', 'clio-password-1234');
    const clio = await signIn(api, 'clio', 'clio-password-1234');
    await request(api.url)
      .post('/api/v1/holidays/set')
      .auth(clio, { type: 'bearer' })
      .send({ date: '2031-11-11', description: 'Veterans Day' })
      .expect(200);
  });

  const entries = () =>
    sql<{ id: string; entity: string; summary: string; username: string; user_id: number | null }>(
      api.databaseUrl,
      `SELECT id, entity, summary, username, user_id, reverted_at FROM audit_log ORDER BY id`,
    );

  it('refuses an UPDATE of an entry and a DELETE, even as the superuser', async () => {
    const before = await entries();
    expect(before.length).toBeGreaterThan(0);
    await expect(
      sql(api.databaseUrl, `UPDATE audit_log SET summary = 'nothing happened'`),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql(api.databaseUrl, `UPDATE audit_log SET user_id = user_id + 1`),
    ).rejects.toThrow(/append-only/);
    await expect(sql(api.databaseUrl, `DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
    expect(await entries()).toEqual(before);
  });

  it('still marks an entry undone, and keeps a deleted account’s entries with its name', async () => {
    const [entry] = (await entries()).filter(
      (e) => e.username === 'clio' && e.entity === 'holidays',
    );
    await request(api.url)
      .post(`/api/v1/audit/${entry.id}/revert`)
      .auth(admin, { type: 'bearer' })
      .expect(200);
    const [marked] = await sql<{ reverted_at: Date | null }>(
      api.databaseUrl,
      'SELECT reverted_at FROM audit_log WHERE id = $1',
      [entry.id],
    );
    expect(marked.reverted_at).not.toBeNull();

    await sql(api.databaseUrl, `DELETE FROM users WHERE member_id = 'clio'`);
    const kept = (await entries()).find((e) => e.id === entry.id);
    expect(kept).toMatchObject({ username: 'clio', user_id: null, summary: entry.summary });
  });
});
