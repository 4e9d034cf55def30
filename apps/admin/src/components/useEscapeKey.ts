import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/** Escape inside the container calls `onEscape` (native: a form or group is not interactive). */
export function useEscapeKey<T extends HTMLElement>(onEscape: () => void): RefObject<T | null> {
  const container = useRef<T>(null);
  const escape = useEffectEvent(onEscape);
  useEffect(() => {
    const element = container.current;
    const listener = (event: KeyboardEvent) => event.key === 'Escape' && escape();
    element?.addEventListener('keydown', listener);
    return () => element?.removeEventListener('keydown', listener);
  });
  return container;
}
