import { useBrowserValue } from './useHydrated';

const QUERY = '(prefers-reduced-motion: reduce)';

/** No autoplay, no smooth scrolling. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches === true;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(QUERY);
  media.addEventListener?.('change', onChange);
  return () => media.removeEventListener?.('change', onChange);
}

/** prefersReducedMotion() kept current; false (motion allowed) until hydrated. */
export function usePrefersReducedMotion(): boolean {
  return useBrowserValue(subscribe, prefersReducedMotion, false);
}
