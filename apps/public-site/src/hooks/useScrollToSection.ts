import { prefersReducedMotion } from '@furnace/ui';
import { useEffect } from 'react';

/** docs/product.md §9: sub-routes scroll smoothly to their section in 500 ms, 130 px below the top. */
const SECTION_SCROLL = { durationMs: 500, offsetPx: 130 } as const;

/** Where the window must scroll so `element` sits the offset below the top (under the sticky header). */
function sectionScrollTop(element: Element): number {
  return Math.max(
    0,
    element.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL.offsetPx,
  );
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Animates the window's scroll to `top` over `durationMs`; returns a function that stops it. */
function smoothScrollTo(top: number, durationMs: number): () => void {
  const from = window.scrollY;
  if (durationMs <= 0 || from === top) {
    window.scrollTo(0, top);
    return () => undefined;
  }
  let started: number | undefined;
  let frame = 0;
  const step = (now: number) => {
    started ??= now;
    const progress = Math.min(1, (now - started) / durationMs);
    window.scrollTo(0, from + (top - from) * easeInOut(progress));
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/**
 * Scrolls to the section with id `sectionId` whenever it changes (the page's sub-route), then
 * moves keyboard focus there so screen-reader users land where sighted users see the page go.
 * A visitor who asked for reduced motion jumps instead of gliding.
 */
export function useScrollToSection(sectionId: string | undefined): void {
  useEffect(() => {
    if (!sectionId) return;
    const element = document.getElementById(sectionId);
    if (!element) return;
    const duration = prefersReducedMotion() ? 0 : SECTION_SCROLL.durationMs;
    const stop = smoothScrollTo(sectionScrollTop(element), duration);
    element.focus({ preventScroll: true });
    return stop;
  }, [sectionId]);
}
