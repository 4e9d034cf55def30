import { EVENTS_PUBLIC } from '@furnace/contracts';
import { useRef, useState, type SyntheticEvent } from 'react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import type { CarouselItem } from './Carousel';
import { swiperOptions } from './settings';
import styles from './carousel-controls.module.css';

/** Left and right arrows. */
const ARROW_KEYS = [37, 39];

type Move = (instance: SwiperInstance) => void;

const AT_FIRST = { index: 0, atStart: false, atEnd: false };

/** `count`: every slide in a loop, else up to the last full view. */
const placeOf = (instance: SwiperInstance, slides: number) => {
  const loop = !!instance.params.loop;
  const perView = Number(instance.params.slidesPerView) || 1;
  return {
    index: loop ? instance.realIndex : instance.activeIndex,
    count: loop ? slides : Math.max(1, slides - perView + 1),
    atStart: !loop && instance.isBeginning,
    atEnd: !loop && instance.isEnd,
  };
};

/**
 * Autoplay (docs/product.md §4) pauses on hover and focus and stops once the visitor takes over,
 * until "Resume slideshow" (WCAG 2.2.2). Plain buttons are smaller than swiper's navigation modules.
 */
export default function SwiperCarousel({ items }: { items: CarouselItem[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const swiper = useRef<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);
  const [place, setPlace] = useState({ ...AT_FIRST, count: items.length });
  const autoplay = !reducedMotion;

  const setRunning = (running: boolean) => swiper.current?.autoplay?.[running ? 'start' : 'stop']();
  const takeOver = () => {
    setRunning(false);
    setPaused(true);
  };
  const sync = (instance: SwiperInstance) => setPlace(placeOf(instance, items.length));
  // The click itself takes over (clickedInside).
  const go = (move: Move) => () => swiper.current && move(swiper.current);
  const arrow = (label: string, glyph: string, disabled: boolean, move: Move) => (
    <button
      type="button"
      className={styles['ui-carousel__arrow']}
      aria-label={label}
      disabled={disabled}
      onClick={go(move)}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
  const clickedInside = (event: SyntheticEvent) => {
    if (!(event.target as Element).closest?.('[data-carousel-toggle]')) takeOver();
  };

  return (
    <div
      onFocus={() => autoplay && setRunning(false)}
      onBlur={(event) => {
        const left = !event.currentTarget.contains(event.relatedTarget as Node | null);
        if (autoplay && !paused && left) setRunning(true);
      }}
      onClickCapture={clickedInside}
      onPlayCapture={takeOver}
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard]}
        {...swiperOptions(items.length, reducedMotion)}
        onSwiper={(instance) => {
          swiper.current = instance;
          sync(instance);
        }}
        onSlideChange={sync}
        onBreakpoint={sync}
        onSliderFirstMove={takeOver}
        onKeyPress={(_instance, key) => {
          if (ARROW_KEYS.includes(Number(key))) takeOver();
        }}
      >
        {items.map((item) => (
          <SwiperSlide key={item.key}>{item.content}</SwiperSlide>
        ))}
      </Swiper>
      <div className={styles['ui-carousel__controls']}>
        {place.count > 1 && (
          <>
            {arrow(EVENTS_PUBLIC.previousSlide, '‹', place.atStart, (s) => s.slidePrev())}
            <div
              role="group"
              aria-label={EVENTS_PUBLIC.chooseSlide}
              className={styles['ui-carousel__dots']}
            >
              {Array.from({ length: place.count }, (_, position) => (
                <button
                  key={position}
                  type="button"
                  className={styles['ui-carousel__dot']}
                  aria-label={EVENTS_PUBLIC.slideOf(position + 1, place.count)}
                  aria-current={position === place.index ? 'true' : undefined}
                  onClick={go((instance) =>
                    instance.params.loop
                      ? instance.slideToLoop(position)
                      : instance.slideTo(position),
                  )}
                />
              ))}
            </div>
            {arrow(EVENTS_PUBLIC.nextSlide, '›', place.atEnd, (s) => s.slideNext())}
          </>
        )}
        {autoplay && (
          <button
            type="button"
            data-carousel-toggle
            className={styles['ui-carousel__toggle']}
            aria-pressed={paused}
            onClick={() => {
              setRunning(paused);
              setPaused(!paused);
            }}
          >
            {paused ? 'Resume slideshow' : 'Pause slideshow'}
          </button>
        )}
      </div>
    </div>
  );
}
