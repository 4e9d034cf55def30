import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import styles from './page.module.css';

/**
 * A hero's picture, filling it behind its text: the page's largest paint, so asked for first.
 * `onLoad` also fires for a picture the cache finished before React attached the handler.
 */
export function HeroImage({
  alt,
  onLoad,
  ...image
}: Omit<ComponentPropsWithoutRef<'img'>, 'onLoad'> & { alt: string; onLoad?: () => void }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (ref.current?.complete && ref.current.naturalWidth > 0) onLoad?.();
    // Only the first render can miss the load event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <img
      ref={ref}
      alt={alt}
      className={styles['page-hero__image']}
      width={1600}
      height={800}
      fetchPriority="high"
      onLoad={onLoad}
      {...image}
    />
  );
}
