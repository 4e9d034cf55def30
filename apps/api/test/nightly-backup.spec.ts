import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupDatabase } from '../src/backup/backup';
import { backupFileName, BackupFolder, nextRun } from '../src/backup/nightly-backup';
import { restoreDatabase } from '../src/backup/restore';
import { loadConfig } from '../src/config/app-config';
import { createTestDatabase, sql, startTestApp, TEST_JWT_SECRET } from './test-app';

describe('nightly backups (BACKUP_DIR, BACKUP_KEEP, BACKUP_AT)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-nightly-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are on by default into DATA_DIR/backups, off with BACKUP_DIR=off, keep the last 14 at 02:30, and refuse bad values', () => {
    const backups = (env: Record<string, string>) =>
      loadConfig({ JWT_SECRET: TEST_JWT_SECRET, ...env }, '/srv').backups;
    expect(backups({ DATA_DIR: '/srv/data' })).toEqual({
      dir: '/srv/data/backups',
      keep: 14,
      at: '02:30',
    });
    expect(backups({ DATA_DIR: 'museum' })?.dir).toBe('/srv/museum/backups');
    expect(backups({ BACKUP_DIR: 'off' })).toBeNull();
    expect(backups({ BACKUP_DIR: ' b ' })).toEqual({ dir: '/srv/b', keep: 14, at: '02:30' });
    expect(() => backups({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => backups({ BACKUP_AT: '25:00' })).toThrow(/BACKUP_AT/);
    const now = new Date(2030, 0, 1, 3, 0);
    expect(nextRun('02:30', now)).toEqual(new Date(2030, 0, 2, 2, 30));
    expect(nextRun('04:15', now)).toEqual(new Date(2030, 0, 1, 4, 15));
  });

  it('keep the newest BACKUP_KEEP files and never touch other files', async () => {
    const folder = join(dir, 'prune');
    const api = await startTestApp();
    await api.close();
    const settings = { dir: folder, keep: 2, at: '02:30' };
    const oldest = backupFileName(new Date(2020, 0, 1));
    const older = backupFileName(new Date(2021, 0, 1));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'notes.txt'), 'mine');
    writeFileSync(join(folder, oldest), 'old');
    writeFileSync(join(folder, older), 'old');
    const logged: string[] = [];
    const log = (line: string) => logged.push(line);
    const nightly = new BackupFolder(api.databaseUrl, settings, { log, error: log });
    await nightly.runOnce();
    expect(logged).toEqual([expect.stringMatching(/^Nightly backup: .*; removed 1 older$/)]);
    const made = nightly.lastRun as { file: string };
    expect(readdirSync(folder).sort()).toEqual(
      [older, made.file.slice(folder.length + 1), 'notes.txt'].sort(),
    );

    // What it wrote restores.
    const target = await createTestDatabase();
    await restoreDatabase(target, made.file);
    expect(await sql(target, 'SELECT member_id FROM users')).toEqual([{ member_id: 'admin' }]);
  });

  it('into a full disk: refused with the reason, no .partial file left, the process carries on', async () => {
    const folder = join(dir, 'full');
    mkdirSync(folder, { recursive: true });
    const api = await startTestApp();
    await api.close();
    // /dev/full answers every write with ENOSPC, as a full disk does.
    const file = join(folder, backupFileName(new Date(2030, 0, 1)));
    symlinkSync('/dev/full', `${file}.partial`);
    await expect(backupDatabase(api.databaseUrl, file)).rejects.toThrow(/ENOSPC|no space/i);
    expect(readdirSync(folder)).toEqual([]);

    // The nightly run logs it, keeps its last result for the staff, and is scheduled again.
    const logged: string[] = [];
    const nightly = new BackupFolder(
      api.databaseUrl,
      { dir: folder, keep: 2, at: '02:30' },
      { log: (line) => logged.push(line), error: (line) => logged.push(line) },
    );
    symlinkSync('/dev/full', join(folder, 'museum-next.partial'));
    await nightly.runOnce(() => join(folder, 'museum-next'));
    expect(logged).toEqual([expect.stringMatching(/^Nightly backup FAILED: .*(ENOSPC|no space)/i)]);
    expect(nightly.lastRun).toMatchObject({
      ok: false,
      error: expect.stringMatching(/ENOSPC|no space/i),
    });
    expect(readdirSync(folder)).toEqual([]);
  });

  it('is scheduled when the site starts and no longer once it closes', async () => {
    const api = await startTestApp({ env: { BACKUP_DIR: join(dir, 'scheduled') } });
    const folder = api.app.get(BackupFolder) as unknown as { timer: NodeJS.Timeout | null };
    expect(folder.timer).not.toBeNull();
    await api.close();
    expect(folder.timer).toBeNull();
  });
});
