import { MESSAGES } from '@furnace/contracts';
import type { OpenStatusState } from '../../hooks/useOpenStatus';
import styles from './home.module.css';

/** 'Loading hours...' while the status is on its way, then OPEN or CLOSED with the message. */
export function StatusBadge({ status }: { status: OpenStatusState }) {
  if (status.failed) return null; // the API is unreachable: say nothing rather than guess
  if (status.loading) {
    return (
      <p className={styles['status-badge']} role="status">
        {MESSAGES.loadingHours}
      </p>
    );
  }
  return (
    <p
      className={`${styles['status-badge']} ${status.isOpen ? styles['status-badge--open'] : styles['status-badge--closed']}`}
      role="status"
      data-testid="status-badge"
    >
      <strong>{status.isOpen ? 'OPEN' : 'CLOSED'}</strong> <span>{status.message}</span>
    </p>
  );
}
