import type { SwiperOptions } from 'swiper/types';

/** docs/product.md §4 and §9: the carousels' behaviour, in one place. */
export const CAROUSEL = {
  autoplayMs: 5000,
  transitionMs: 400,
  minDragPx: 80,
  /** Window width (px) -> slides shown: 1 on phones, 2 from 464 px up. */
  slidesByWidth: { 0: 1, 464: 2 } as Record<number, number>,
} as const;

/**
 * Swiper options for the spec's carousel. `reducedMotion` turns autoplay off (the visitor asked the
 * system for less motion); loop needs more slides than are shown at once, so short lists do not loop.
 */
export function swiperOptions(slideCount: number, reducedMotion: boolean): SwiperOptions {
  const maxVisible = Math.max(...Object.values(CAROUSEL.slidesByWidth));
  return {
    loop: slideCount > maxVisible,
    speed: reducedMotion ? 0 : CAROUSEL.transitionMs,
    threshold: CAROUSEL.minDragPx,
    spaceBetween: 16,
    grabCursor: true,
    keyboard: { enabled: true, onlyInViewport: true },
    autoplay: reducedMotion
      ? false
      : { delay: CAROUSEL.autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false },
    breakpoints: Object.fromEntries(
      Object.entries(CAROUSEL.slidesByWidth).map(([width, slides]) => [
        width,
        { slidesPerView: slides },
      ]),
    ),
    a11y: { enabled: true },
  };
}
