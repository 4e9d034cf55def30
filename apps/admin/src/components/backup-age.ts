import { BACKUPS } from '@furnace/contracts';

/** True when no kept backup is younger than BACKUPS.STALE_AFTER_HOURS (or there is none). */
export function isBackupStale(backups: { created_at: string }[], now = Date.now()): boolean {
  const newest = Math.max(...backups.map((backup) => Date.parse(backup.created_at)), -Infinity);
  return now - newest > BACKUPS.STALE_AFTER_HOURS * 3_600_000;
}
