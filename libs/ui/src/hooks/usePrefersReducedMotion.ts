import { useBrowserValue } from './useHydrated';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked the system for less motion (no autoplay, no smooth scrolling). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY).matches
    : false;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(QUERY);
  media.addEventListener?.('change', onChange);
  return () => media.removeEventListener?.('change', onChange);
}

/**
 * prefersReducedMotion(), kept current. The server cannot know it: the server's render and the
 * browser's hydrating render say false (motion allowed), the browser's answer follows at once.
 */
export function usePrefersReducedMotion(): boolean {
  return useBrowserValue(subscribe, prefersReducedMotion, false);
}
