import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport. Heavy enhancements (the swiper
 * carousel) wait for this so a visitor who never scrolls down never downloads them. Browsers without
 * IntersectionObserver (and jsdom) keep the plain, already usable markup.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);
  return [ref, near] as const;
}
