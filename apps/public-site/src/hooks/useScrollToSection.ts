import { prefersReducedMotion } from '@furnace/ui';
import { useEffect } from 'react';

/** docs/product.md §9: sub-routes scroll smoothly to their section in 500 ms, 130 px below the top. */
const DURATION_MS = 500;
const OFFSET_PX = 130;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Glides (or jumps, for reduced motion) to the sub-route's section, and moves focus there. */
export function useScrollToSection(sectionId: string | undefined): void {
  useEffect(() => {
    const element = sectionId && document.getElementById(sectionId);
    if (!element) return;
    const from = window.scrollY;
    const top = Math.max(0, element.getBoundingClientRect().top + from - OFFSET_PX);
    element.focus({ preventScroll: true });
    if (prefersReducedMotion() || from === top) return void window.scrollTo(0, top);
    let started: number | undefined;
    let frame = 0;
    const step = (now: number) => {
      started ??= now;
      const progress = Math.min(1, (now - started) / DURATION_MS);
      window.scrollTo(0, from + (top - from) * easeInOut(progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [sectionId]);
}
