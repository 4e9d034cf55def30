import { lazy, Suspense, type ReactNode } from 'react';
import { useNearViewport } from '../hooks/useNearViewport';
import styles from './carousel.module.css';

export interface CarouselItem {
  key: string;
  content: ReactNode;
}

// swiper and its CSS are a separate chunk, fetched only when a carousel nears the viewport.
const SwiperCarousel = lazy(() => import('./SwiperCarousel'));

/** A plain scrollable list of the slides, swiper's carousel once it nears the viewport. */
export function Carousel({ label, items }: { label: string; items: CarouselItem[] }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const staticList = (
    <ul className={styles['ui-carousel__static']}>
      {items.map((item) => (
        <li key={item.key} className={styles['ui-carousel__slide']}>
          {item.content}
        </li>
      ))}
    </ul>
  );
  return (
    <div
      ref={ref}
      className={styles['ui-carousel']}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      {near ? (
        <Suspense fallback={staticList}>
          <SwiperCarousel items={items} />
        </Suspense>
      ) : (
        staticList
      )}
    </div>
  );
}
