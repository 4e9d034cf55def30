import type { OpenStatusState } from '../../hooks/useOpenStatus';

/** SPEC section 2: 'OPEN: ' or 'CLOSED: ' and the message; nothing while loading (or unreachable). */
export function OpenBanner({ status }: { status: OpenStatusState }) {
  if (status.loading || status.failed) return null;
  return (
    <p className={`open-banner ${status.isOpen ? 'open-banner--open' : 'open-banner--closed'}`} role="status" data-testid="open-banner">
      <strong>{status.isOpen ? 'OPEN: ' : 'CLOSED: '}</strong>
      <span>{status.message}</span>
    </p>
  );
}
