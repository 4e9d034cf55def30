import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { BackupFile, BackupRun } from '@furnace/contracts';
import type { AppConfig } from '../config/app-config';
import { backupDatabase } from './backup';

const BACKUP_FILE_PATTERN = /^museum-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.backup\.jsonl\.gz$/;

/** Sorts by time. The machine's clock, not the domain Clock: when backups were really taken. */
export function backupFileName(date = new Date()): string {
  return `museum-${date.toISOString().slice(0, 19).replaceAll(':', '-')}Z.backup.jsonl.gz`;
}

/** `at`: HH:MM, local time. */
export function nextRun(at: string, now = new Date()): Date {
  const [h, m] = at.split(':').map(Number);
  const next = new Date(now);
  next.setHours(h, m, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next;
}

/** Oldest first. */
function backupFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort();
}

export const BACKUPS_OFF = 'Backups are turned off on this site (BACKUP_DIR=off).';

/** The kept backups: nightly, on demand, the list. A failure is logged and kept as the last run. */
export class BackupFolder {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  lastRun: BackupRun | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly settings: NonNullable<AppConfig['backups']>,
    private readonly log: Pick<Logger, 'log' | 'error'> = new Logger('NightlyBackup'),
  ) {}

  onApplicationBootstrap(): void {
    const { at, dir, keep } = this.settings;
    if (!this.timer)
      this.log.log(`Backups every day at ${at} into ${dir}, keeping the last ${keep}`);
    this.timer = setTimeout(
      () => void this.make().finally(() => this.timer && this.onApplicationBootstrap()),
      nextRun(at).getTime() - Date.now(),
    );
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One backup now, or the one under way: logged and kept as `lastRun`; never rejects. */
  async make(): Promise<BackupRun> {
    this.running ??= this.runOnce().finally(() => (this.running = null));
    await this.running;
    return this.lastRun as BackupRun;
  }

  /** One backup into the folder, then all but the newest `keep` of ours (only) go. */
  async runOnce(fileName = () => join(this.settings.dir, backupFileName())): Promise<void> {
    const at = new Date().toISOString();
    const { dir, keep } = this.settings;
    try {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const r = await backupDatabase(this.databaseUrl, fileName());
      const files = backupFiles(dir);
      const pruned = files.slice(0, Math.max(0, files.length - keep));
      for (const name of pruned) rmSync(join(dir, name), { force: true });
      this.lastRun = { at, ok: true, file: r.file, bytes: r.bytes };
      this.log.log(
        `Nightly backup: ${r.file} (${r.rows} rows, ${(r.bytes / 1e6).toFixed(1)} MB)` +
          (pruned.length ? `; removed ${pruned.length} older` : ''),
      );
    } catch (error) {
      const message = (error as Error).message;
      this.lastRun = { at, ok: false, error: message };
      this.log.error(`Nightly backup FAILED: ${message}`);
    }
  }

  list(): BackupFile[] {
    return backupFiles(this.settings.dir)
      .reverse()
      .map((name) => {
        const stat = statSync(join(this.settings.dir, name));
        return { name, created_at: stat.mtime.toISOString(), bytes: stat.size };
      });
  }

  file(name: string): string | null {
    const path = join(this.settings.dir, name);
    return BACKUP_FILE_PATTERN.test(name) && existsSync(path) ? path : null;
  }
}
