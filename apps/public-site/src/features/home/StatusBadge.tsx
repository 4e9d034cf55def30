import { MESSAGES } from '@furnace/contracts';
import type { OpenStatusState } from '../../hooks/useOpenStatus';

/** 'Loading hours...' while the status is on its way, then OPEN or CLOSED with the message. */
export function StatusBadge({ status }: { status: OpenStatusState }) {
  if (status.failed) return null; // the API is unreachable: say nothing rather than guess
  if (status.loading) {
    return (
      <p className="status-badge status-badge--loading" role="status">
        {MESSAGES.loadingHours}
      </p>
    );
  }
  return (
    <p
      className={`status-badge ${status.isOpen ? 'status-badge--open' : 'status-badge--closed'}`}
      role="status"
      data-testid="status-badge"
    >
      <strong>{status.isOpen ? 'OPEN' : 'CLOSED'}</strong> <span>{status.message}</span>
    </p>
  );
}
