import { swiperOptions } from './settings';

describe('carousel settings (docs/product.md §4 and §9)', () => {
  it('autoplays every 5000 ms, loops, pauses on hover, 400 ms transitions, 80 px minimum drag, keyboard', () => {
    const options = swiperOptions(4, false);
    expect(options.autoplay).toEqual({
      delay: 5000,
      pauseOnMouseEnter: true,
      disableOnInteraction: false,
    });
    expect(options.loop).toBe(true);
    expect(options.speed).toBe(400);
    expect(options.threshold).toBe(80);
    expect(options.keyboard).toEqual({ enabled: true, onlyInViewport: true });
  });

  it('shows 1 slide below 464 px and 2 from 464 px up', () => {
    expect(swiperOptions(4, false).breakpoints).toEqual({
      0: { slidesPerView: 1 },
      464: { slidesPerView: 2 },
    });
  });

  it('does not autoplay or animate for visitors who prefer reduced motion', () => {
    const options = swiperOptions(4, true);
    expect(options.autoplay).toBe(false);
    expect(options.speed).toBe(0);
  });

  it('does not loop a list too short to fill two views', () => {
    expect(swiperOptions(2, false).loop).toBe(false);
  });
});
