import { Suspense, use, type ReactNode } from 'react';

/**
 * Keeps part of the server's HTML as sent, unhydrated and its code not loaded, until `until`
 * resolves (useNearViewport's third item). Pass the same element while it waits (useMemo): a
 * boundary given new props before it is hydrated is rendered afresh, dropping the server's HTML.
 */
export function HydrateWhenNear({
  until,
  children,
}: {
  until: Promise<void>;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <WaitUntil until={until}>{children}</WaitUntil>
    </Suspense>
  );
}

function WaitUntil({ until, children }: { until: Promise<void>; children: ReactNode }) {
  // The server (and a browser without IntersectionObserver) renders the part at once.
  if (typeof IntersectionObserver !== 'undefined') use(until);
  return children;
}
