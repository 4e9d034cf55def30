import { useEffect, useRef, useState } from 'react';

/** A promise and the function that resolves it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * True once the element comes within `margin` of the viewport. Heavy enhancements (the swiper
 * carousel) wait for this so a visitor who never scrolls down never downloads them. Browsers without
 * IntersectionObserver (and jsdom) keep the plain, already usable markup.
 * The third item resolves at the same moment (at once without IntersectionObserver), and is the same
 * promise for the component's life: what HydrateWhenNear waits for.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  const [nearing] = useState(deferred);
  useEffect(() => {
    const element = ref.current;
    if (typeof IntersectionObserver === 'undefined') nearing.resolve();
    if (!element || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          nearing.resolve();
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near, nearing]);
  return [ref, near, nearing.promise] as const;
}
