import type { OpenStatusState } from '../../hooks/useOpenStatus';

/** docs/product.md §2: 'OPEN: ' or 'CLOSED: ' and the message; nothing while loading (or unreachable). */
export function OpenBanner({ status }: { status: OpenStatusState }) {
  if (status.failed) return null;
  if (status.loading) {
    // Hidden while loading (docs/product.md §2), but its place is kept so the page below does not jump.
    return (
      <p className="open-banner open-banner--pending" aria-hidden="true">
        &nbsp;
      </p>
    );
  }
  return (
    <p
      className={`open-banner ${status.isOpen ? 'open-banner--open' : 'open-banner--closed'}`}
      role="status"
      data-testid="open-banner"
    >
      <strong>{status.isOpen ? 'OPEN: ' : 'CLOSED: '}</strong>
      <span>{status.message}</span>
    </p>
  );
}
