import { useEffect, useRef, type RefObject } from 'react';

/** Escape inside the container calls `onEscape` (native: a form or group is not interactive). */
export function useEscapeKey<T extends HTMLElement>(onEscape: () => void): RefObject<T | null> {
  const container = useRef<T>(null);
  const latest = useRef(onEscape);
  latest.current = onEscape;
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current();
    };
    element.addEventListener('keydown', listener);
    return () => element.removeEventListener('keydown', listener);
  });
  return container;
}
