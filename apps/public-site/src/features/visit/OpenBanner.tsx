import type { OpenStatusState } from '../../hooks/useOpenStatus';
import pageStyles from '../../components/page/page.module.css';

/** docs/product.md §2: 'OPEN: ' or 'CLOSED: ' and the message; nothing while loading (or unreachable). */
export function OpenBanner({ status }: { status: OpenStatusState }) {
  if (status.failed) return null;
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
