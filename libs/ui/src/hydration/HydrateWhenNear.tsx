import { Suspense, use, type ReactNode } from 'react';

/**
 * Keeps part of the server's HTML as sent, unhydrated and its code not loaded, until `until`
 * resolves (useNearViewport's third item). Pass the same element while it waits (useMemo): a
 * boundary given new props before it is hydrated is rendered afresh, dropping the server's HTML.
 */
export function HydrateWhenNear(props: { until: Promise<void>; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitUntil {...props} />
    </Suspense>
  );
}

function WaitUntil({ until, children }: Parameters<typeof HydrateWhenNear>[0]) {
  // The server (and a browser without IntersectionObserver) renders the part at once.
  if (typeof IntersectionObserver !== 'undefined') use(until);
  return children;
}
