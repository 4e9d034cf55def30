import { fetchHoursStatus } from '@furnace/api-client';
import { useAuth } from '@furnace/auth';
import type { HoursStatus } from '@furnace/contracts';
import { Link } from '@furnace/router';
import { useEffect, useState } from 'react';
import { PageHeading } from '../../components/PageHeading';
import './dashboard.css';

/** The admin dashboard greets the signed-in user and shows what visitors see right now. */
export function DashboardPage() {
  const { user } = useAuth();
  const [status, setStatus] = useState<HoursStatus | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetchHoursStatus()
      .then((answer) => !cancelled && setStatus(answer))
      .catch((error) => {
        console.error(error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <section>
      <PageHeading>Welcome, {user?.username}</PageHeading>
      <section className="admin-panel" aria-labelledby="live-status-title">
        <h2 id="live-status-title">Visitors see right now</h2>
        <p role="status" className="dashboard__status">
          {status ? (
            <strong className={status.status === 'OPEN' ? 'status--open' : 'status--closed'}>
              {status.status === 'OPEN' ? 'OPEN' : 'CLOSED'}: {status.message}
            </strong>
          ) : failed ? (
            'The current status could not be loaded.'
          ) : (
            'Loading…'
          )}
        </p>
      </section>
      <ul className="dashboard__tasks">
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
    </section>
  );
}
