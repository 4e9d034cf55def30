import type { OpenStatusState } from '../../hooks/useOpenStatus';
import { StatusUnavailable } from '../../components/status/StatusUnavailable';
import pageStyles from '../../components/page/page.module.css';
import styles from './visit.module.css';

/**
 * docs/product.md §2: 'OPEN: ' or 'CLOSED: ' and the API's message; nothing while loading. When
 * the status cannot be fetched after the retries, where to find the hours instead.
 */
export function OpenBanner({ status }: { status: OpenStatusState }) {
  if (status.failed) return <StatusUnavailable className={styles['status-unavailable']} />;
  if (status.loading) {
    // Hidden while loading (docs/product.md §2), but its place is kept so the page below does not jump.
    return (
      <p
        className={`${pageStyles['open-banner']} ${pageStyles['open-banner--pending']}`}
        aria-hidden="true"
      >
        &nbsp;
      </p>
    );
  }
  return (
    <p
      className={`${pageStyles['open-banner']} ${status.isOpen ? pageStyles['open-banner--open'] : pageStyles['open-banner--closed']}`}
      role="status"
      data-testid="open-banner"
    >
      <strong>{status.isOpen ? 'OPEN: ' : 'CLOSED: '}</strong>
      <span>{status.message}</span>
    </p>
  );
}
