import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { restoreDatabase } from '../src/backup/restore';
import { insertUser, signIn } from './auth-helpers';
import { tableSnapshot } from './support/table-snapshot';
import { createTestDatabase, startTestApp, type TestApp } from './test-app';

/** The admin's Backups page's calls: list, make one now, download it (docs/api.md, "Backups"). */
describe('backups from the site', () => {
  let api: TestApp;
  let admin: string;
  const dir = mkdtempSync(join(tmpdir(), 'api-backups-'));
  beforeAll(async () => {
    api = await startTestApp();
    admin = await signIn(api);
    await request(api.url)
      .post('/api/v1/holidays/set')
      .auth(admin, { type: 'bearer' })
      .send({ date: '2031-07-04', description: 'Independence Day' })
      .expect(200);
  });
  afterAll(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes one now, lists it newest first, and its download restores the site exactly', async () => {
    expect(
      (await request(api.url).get('/api/v1/backups').auth(admin, { type: 'bearer' }).expect(200))
        .body,
    ).toEqual([]);
    const made = await request(api.url)
      .post('/api/v1/backups')
      .auth(admin, { type: 'bearer' })
      .expect(201);
    expect(made.body.name).toMatch(/^museum-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.backup\.jsonl\.gz$/);
    const listed = await request(api.url)
      .get('/api/v1/backups')
      .auth(admin, { type: 'bearer' })
      .expect(200);
    expect(listed.body).toEqual([
      { name: made.body.name, created_at: expect.any(String), bytes: expect.any(Number) },
    ]);

    const file = await request(api.url)
      .get(`/api/v1/backups/${made.body.name}`)
      .auth(admin, { type: 'bearer' })
      .responseType('blob')
      .expect(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${made.body.name}"`);
    expect(file.headers['cache-control']).toBe('no-store');
    expect((file.body as Buffer).length).toBe(listed.body[0].bytes);

    // What `npm run restore` does with the downloaded file, into a fresh database.
    const downloaded = join(dir, made.body.name);
    writeFileSync(downloaded, file.body as Buffer);
    const target = await createTestDatabase();
    await restoreDatabase(target, downloaded);
    const [source, restored] = [await tableSnapshot(api.databaseUrl), await tableSnapshot(target)];
    // Everything but the sign-in sessions (left out of every backup) and the History entry of
    // making the backup itself (written after the snapshot).
    const withoutBackupEntry = (rows: string[]) =>
      rows.filter((row) => !row.includes('Made the backup'));
    expect({ ...restored, sessions: [] }).toEqual({
      ...source,
      sessions: [],
      audit_log: withoutBackupEntry(source.audit_log),
    });
    expect(restored.special_days.join()).toContain('Independence Day');
  });

  it('is for admins only, and serves only backup files', async () => {
    await insertUser(api, 'ed', 'ed-password-123456');
    const editor = await signIn(api, 'ed', 'ed-password-123456');
    await request(api.url).get('/api/v1/backups').auth(editor, { type: 'bearer' }).expect(403);
    await request(api.url).post('/api/v1/backups').auth(editor, { type: 'bearer' }).expect(403);
    await request(api.url).get('/api/v1/backups').expect(401);
    for (const name of ['..%2Fpostgres-password', 'museum-x.backup.jsonl.gz', 'jwt-secret'])
      await request(api.url)
        .get(`/api/v1/backups/${name}`)
        .auth(admin, { type: 'bearer' })
        .expect(404);
  });

  it('with BACKUP_DIR=off: no list and no backup (503 saying so), no nightly run', async () => {
    const off = await startTestApp({ env: { BACKUP_DIR: 'off' } });
    try {
      const token = await signIn(off);
      const get = (path: string) => request(off.url).get(path).auth(token, { type: 'bearer' });
      const list = await get('/api/v1/backups').expect(503);
      expect(list.body.message).toBe('Backups are turned off on this site (BACKUP_DIR=off).');
      await request(off.url).post('/api/v1/backups').auth(token, { type: 'bearer' }).expect(503);
      expect((await get('/api/v1/backups/nightly').expect(200)).body).toEqual({ last: null });
    } finally {
      await off.close();
    }
  });
});
