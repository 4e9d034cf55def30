import { fetchBackups, useApiQuery } from '@furnace/api-client';
import { BACKUPS } from '@furnace/contracts';
import { Link } from '@furnace/router';
import adminStyles from '../app/admin.module.css';

/** True when no kept backup is younger than BACKUPS.STALE_AFTER_HOURS (or there is none). */
export function isBackupStale(backups: { created_at: string }[], now = Date.now()): boolean {
  const newest = Math.max(...backups.map((backup) => Date.parse(backup.created_at)), -Infinity);
  return now - newest > BACKUPS.STALE_AFTER_HOURS * 3_600_000;
}

/** The warning when no backup is 36 hours old (or the last one failed); on the dashboard a link. */
export function BackupWarning({ linked = false }: { linked?: boolean }) {
  const { data } = useApiQuery('backups', fetchBackups);
  if (!data || !isBackupStale(data)) return null;
  return (
    <p role="alert" className={adminStyles.warning}>
      {BACKUPS.noRecentBackup}
      {linked && (
        <>
          {' '}
          <Link to="/admin/backups">{BACKUPS.title}</Link>
        </>
      )}
    </p>
  );
}
