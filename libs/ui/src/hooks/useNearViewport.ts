import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (never without IntersectionObserver).
 * The third item, one promise for the component's life, resolves then (at once without
 * IntersectionObserver): what HydrateWhenNear waits for.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  const [nearing] = useState(() => {
    let resolve: () => void = () => undefined;
    return Object.assign(new Promise<void>((done) => (resolve = done)), { resolve });
  });
  useEffect(() => {
    const element = ref.current;
    if (typeof IntersectionObserver === 'undefined') nearing.resolve();
    if (!element || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          nearing.resolve();
          setNear(true); // the effect's clean-up disconnects the observer
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near, nearing]);
  return [ref, near, nearing as Promise<void>] as const;
}
