import request from 'supertest';
import { MIGRATIONS } from '../src/database/migrations';
import { signIn } from './auth-helpers';
import { createTestDatabase, migrateTo, sql, startTestApp } from './test-app';

/**
 * Migration 1763712000060 on a populated History: the stored undo requests become the flag
 * `undoable`; an entry keeps its undo when the typed undo can do it from what the entry holds,
 * and says it cannot be undone otherwise. No entry is lost or changed, and the table stays
 * append-only.
 */
describe('migration 1763712000060: typed undo', () => {
  const index = MIGRATIONS.findIndex((M) => new M().name === 'AuditTypedUndo1763712000060');
  let url: string;

  const migrate = (migrations: typeof MIGRATIONS) => migrateTo(url, migrations);

  /** Entries as the interceptor wrote them: [entity, action, before, after, undo]. */
  const OLD: [string, string, unknown, unknown, unknown][] = [
    ['hours', 'set', null, { request: { day: 'Friday' } }, { method: 'POST', path: '/hours/set' }],
    ['holidays', 'set', null, null, { method: 'POST', path: '/holidays/set' }],
    ['seasons', 'update', { id: 1, name: 'Winter' }, { id: 1 }, { method: 'PUT', path: '/x' }],
    ['alerts', 'create', null, { id: 2 }, { method: 'DELETE', path: '/alerts/2' }],
    ['events', 'update', { id: 3, title: 'A' }, { id: 3 }, { method: 'PATCH', path: '/e' }],
    ['events', 'update', { id: 3 }, { id: 3 }, null], // a file was replaced: no undo
    ['events', 'delete', { id: 3 }, null, { method: 'POST', path: '/events/3/restore' }],
    ['events', 'restore', null, { id: 3 }, null],
    ['users', 'update', { role: 'editor' }, { role: 'admin' }, { method: 'PATCH', path: '/u' }],
    ['content', 'publish', { note: 'a' }, { note: 'b' }, { method: 'PUT', path: '/c' }],
    ['content', 'schedule', { note: 'a' }, { note: 'b' }, { method: 'DELETE', path: '/c/v/9' }],
    ['sessions', 'sign-in', null, null, null],
  ];
  const UNDOABLE = [false, false, true, true, true, false, true, false, true, true, false, false];

  beforeAll(async () => {
    url = await createTestDatabase();
    await migrate(MIGRATIONS.slice(0, index));
    for (const [entity, action, before, after, undo] of OLD)
      await sql(
        url,
        `INSERT INTO audit_log (username, action, entity, entity_id, summary, before, after, undo)
         VALUES ('clio', $1, $2, '3', $3, $4, $5, $6)`,
        [action, entity, `${action} ${entity}`, before, after, undo].map((v) =>
          v !== null && typeof v === 'object' ? JSON.stringify(v) : v,
        ),
      );
    // One was reverted already: it stays reverted.
    await sql(url, `UPDATE audit_log SET reverted_at = now() WHERE entity = 'alerts'`);
  });

  /** Each entry but its undo column (`column`), and the flag once there is one. */
  const rows = (column: 'undo' | 'undoable') =>
    sql<{ row: Record<string, unknown>; undoable?: boolean }>(
      url,
      `SELECT to_jsonb(a) - '${column}' AS row, to_jsonb(a)->'undoable' AS undoable
         FROM audit_log a ORDER BY id`,
    );

  it('keeps every entry, maps each stored undo to the typed one or to "cannot be undone"', async () => {
    const before = await rows('undo');
    expect(before).toHaveLength(OLD.length);
    await migrate(MIGRATIONS);
    const after = await rows('undoable');
    expect(after.map((r) => r.row)).toEqual(before.map((r) => r.row));
    expect(after.map((r) => r.undoable)).toEqual(UNDOABLE);
    await expect(sql(url, `UPDATE audit_log SET undoable = true`)).rejects.toThrow(/append-only/);
    await expect(sql(url, `DELETE FROM audit_log`)).rejects.toThrow(/append-only/);

    // The API reads them: can_revert from the flag (not for the one reverted already).
    const api = await startTestApp({ databaseUrl: url });
    try {
      const admin = await signIn(api);
      const listed = (
        await request(api.url).get('/api/v1/audit?username=clio').auth(admin, { type: 'bearer' })
      ).body as { entity: string; action: string; can_revert: boolean }[];
      expect(listed.reverse().map((e) => e.can_revert)).toEqual(
        UNDOABLE.map((undoable, i) => undoable && OLD[i][0] !== 'alerts'),
      );
      const hours = listed.find((e) => e.entity === 'hours') as unknown as { id: number };
      const refused = await request(api.url)
        .post(`/api/v1/audit/${hours.id}/revert`)
        .auth(admin, { type: 'bearer' })
        .expect(409);
      expect(refused.body.message).toBe(
        'This change cannot be reverted (or was already reverted).',
      );
    } finally {
      await api.close();
    }
  });
});
