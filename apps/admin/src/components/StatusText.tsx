import type { HoursStatus } from '@furnace/contracts';
import adminStyles from '../app/admin.module.css';

/** 'OPEN: …' or 'CLOSED: …' as visitors read it, in the open or the closed colour. */
export function StatusText({ status }: { status: HoursStatus }) {
  const open = status.status === 'OPEN';
  return (
    <strong className={adminStyles[open ? 'status--open' : 'status--closed']}>
      {open ? 'OPEN' : 'CLOSED'}: {status.message}
    </strong>
  );
}
