import { fetchBackups, useApiQuery } from '@furnace/api-client';
import { BACKUPS } from '@furnace/contracts';
import { Link } from '@furnace/router';
import adminStyles from '../app/admin.module.css';
import { isBackupStale } from './backup-age';

/** The dashboard's warning, for admins, when no backup is 36 hours old (or the last one failed). */
export function BackupWarning() {
  const { data } = useApiQuery('backups', fetchBackups);
  if (!data || !isBackupStale(data)) return null;
  return (
    <p role="alert" className={adminStyles.warning}>
      {BACKUPS.noRecentBackup} <Link to="/admin/backups">{BACKUPS.title}</Link>
    </p>
  );
}
