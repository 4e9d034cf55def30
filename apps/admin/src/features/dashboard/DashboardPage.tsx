import { fetchHoursStatus, useApiQuery } from '@furnace/api-client';
import { HOURS_STATUS_TRIES } from '@furnace/contracts';
import { useAuth } from '@furnace/auth';
import { Link } from '@furnace/router';
import { AdminPage } from '../../components/AdminPage';
import { BackupWarning } from '../../components/BackupWarning';
import { StatusText } from '../../components/StatusText';
import styles from './dashboard.module.css';
import adminStyles from '../../app/admin.module.css';
import { loadFailureText } from '../../components/failure-text';

/** The admin dashboard greets the signed-in user and shows what visitors see right now. */
export function DashboardPage() {
  const { user, role } = useAuth();
  const { data: status, error } = useApiQuery('hours-status', fetchHoursStatus, {
    ...HOURS_STATUS_TRIES,
    onError: (cause) => console.error(cause),
  });

  return (
    <AdminPage title={`Welcome, ${user?.username ?? ''}`}>
      {role === 'admin' && <BackupWarning linked />}
      <section className={adminStyles['admin-panel']} aria-labelledby="live-status-title">
        <h2 id="live-status-title">Visitors see right now</h2>
        <p role="status" className={styles.dashboard__status}>
          {status ? (
            <StatusText status={status} />
          ) : error !== undefined ? (
            loadFailureText(error, 'The current status could not be loaded.')
          ) : (
            'Loading…'
          )}
        </p>
      </section>
      <ul className={styles.dashboard__tasks}>
        <li>
          <Link to="/admin/hours">Change opening hours or add a holiday closure</Link>
        </li>
        <li>
          <Link to="/admin/events">Create, edit or delete an event</Link>
        </li>
        <li>
          <Link to="/admin/signs">Upload a sign and print its QR code</Link>
        </li>
      </ul>
    </AdminPage>
  );
}
