import { useRef, useState } from 'react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import type { CarouselItem } from './Carousel';
import { swiperOptions } from './settings';
import styles from './carousel.module.css';

/**
 * The enhanced carousel. Besides pause-on-hover it pauses while keyboard focus is inside (so a
 * slide never moves away from a focused link) and offers a visible pause button (WCAG 2.2.2).
 */
export default function SwiperCarousel({ items }: { items: CarouselItem[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const swiper = useRef<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);
  const autoplay = !reducedMotion;

  const setRunning = (running: boolean) => {
    if (!swiper.current?.autoplay) return;
    if (running) swiper.current.autoplay.start();
    else swiper.current.autoplay.stop();
  };

  return (
    <div
      onFocus={() => autoplay && setRunning(false)}
      onBlur={(event) => {
        if (
          autoplay &&
          !paused &&
          !event.currentTarget.contains(event.relatedTarget as Node | null)
        ) {
          setRunning(true);
        }
      }}
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard]}
        {...swiperOptions(items.length, reducedMotion)}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
      >
        {items.map((item) => (
          <SwiperSlide key={item.key}>{item.content}</SwiperSlide>
        ))}
      </Swiper>
      {autoplay && (
        <button
          type="button"
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
  );
}
