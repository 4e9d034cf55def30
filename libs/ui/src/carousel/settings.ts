import type { SwiperOptions } from 'swiper/types';

/**
 * Swiper options for the spec's carousel (docs/product.md §4 and §9): autoplay every 5 s, 400 ms
 * transitions, an 80 px minimum drag, 1 slide on phones and 2 from 464 px up. `reducedMotion` turns
 * autoplay off (the visitor asked the system for less motion); loop needs more slides than are
 * shown at once, so short lists do not loop.
 */
export function swiperOptions(slideCount: number, reducedMotion: boolean): SwiperOptions {
  return {
    loop: slideCount > 2,
    speed: reducedMotion ? 0 : 400,
    threshold: 80,
    spaceBetween: 16,
    grabCursor: true,
    keyboard: { enabled: true, onlyInViewport: true },
    autoplay: reducedMotion
      ? false
      : { delay: 5000, pauseOnMouseEnter: true, disableOnInteraction: false },
    breakpoints: { 0: { slidesPerView: 1 }, 464: { slidesPerView: 2 } },
    a11y: { enabled: true },
  };
}
