import { useEffect, useRef, type RefObject } from 'react';

/**
 * Escape inside `container` calls `onEscape` (cancel an edit, dismiss a question). A native
 * listener, because the container is a form or group, not itself an interactive element.
 */
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
