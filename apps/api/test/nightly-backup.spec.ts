import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  backupFileName,
  backupNow,
  nextRun,
  nightlyBackupSettings,
  pruneBackups,
} from '../src/backup/nightly-backup';
import { restoreDatabase } from '../src/backup/restore';
import { createTestDatabase, sql, startTestApp } from './test-app';

describe('nightly backups (BACKUP_DIR, BACKUP_KEEP, BACKUP_AT)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-nightly-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are off without BACKUP_DIR, default to the last 14 at 02:30, and refuse bad values', () => {
    expect(nightlyBackupSettings({})).toBeNull();
    expect(nightlyBackupSettings({ BACKUP_DIR: 'b' }, '/srv')).toEqual({
      dir: '/srv/b',
      keep: 14,
      at: '02:30',
    });
    expect(() => nightlyBackupSettings({ BACKUP_DIR: 'b', BACKUP_KEEP: '0' })).toThrow(
      /BACKUP_KEEP/,
    );
    expect(() => nightlyBackupSettings({ BACKUP_DIR: 'b', BACKUP_AT: '25:00' })).toThrow(
      /BACKUP_AT/,
    );
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
    const made = await backupNow(api.databaseUrl, settings);
    expect(made.pruned).toEqual([oldest]);
    expect(readdirSync(folder).sort()).toEqual(
      [older, made.file.slice(folder.length + 1), 'notes.txt'].sort(),
    );
    expect(pruneBackups(folder, 5)).toEqual([]);

    // What it wrote restores.
    const target = await createTestDatabase();
    await restoreDatabase(target, made.file);
    expect(await sql(target, 'SELECT member_id FROM users')).toEqual([{ member_id: 'admin' }]);
  });
});
