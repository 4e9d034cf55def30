import { Suspense, use, type ReactNode } from 'react';

/**
 * Part of a page the server rendered in full that the browser need not make live at once (see
 * docs/adr/0007): while the browser hydrates the server's HTML, React keeps this part as the server
 * sent it (a Suspense boundary whose content waits) until `until` resolves (useNearViewport's third
 * item: its slot nears the screen); only then does it ask for the part's code (a lazy chunk) and
 * hydrate it. A visitor who never scrolls down never downloads it, yet the HTML has it all.
 *
 * Give it the same element while it waits (useMemo in the caller): a boundary that receives new
 * props before it is hydrated is rendered afresh by React, which drops the server's HTML.
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
  // The server has no IntersectionObserver: it renders the part at once (and so does a browser
  // without one, as useNearViewport resolves at once there).
  if (typeof IntersectionObserver !== 'undefined') use(until);
  return children;
}
