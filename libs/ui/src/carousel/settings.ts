import type { SwiperOptions } from 'swiper/types';

/** The spec's carousel (docs/product.md §4 and §9); a loop needs more slides than are shown. */
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
  };
}
