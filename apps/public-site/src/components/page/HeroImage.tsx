import type { ComponentPropsWithRef } from 'react';
import styles from './page.module.css';

/** A hero's picture, filling it behind its text: the page's largest paint, so asked for first. */
export function HeroImage({ alt, ...image }: ComponentPropsWithRef<'img'> & { alt: string }) {
  return (
    <img
      alt={alt}
      className={styles['page-hero__image']}
      width={1600}
      height={800}
      fetchPriority="high"
      {...image}
    />
  );
}
