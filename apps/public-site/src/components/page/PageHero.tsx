import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageHeroProps {
  title: string;
  /** A short line under the title. */
  lead?: ReactNode;
  /** Decorative background picture (the title says what the page is). */
  image?: string;
}

/** The top of every content page: its one h1, and optionally a lead line and a picture. */
export function PageHero({ title, lead, image }: PageHeroProps) {
  return (
    <header className={`${styles['page-hero']}${image ? ` ${styles['page-hero--image']}` : ''}`}>
      {image && (
        <img
          className={styles['page-hero__image']}
          src={image}
          alt=""
          width={1600}
          height={800}
          fetchPriority="high"
        />
      )}
      <div className={styles['page-hero__text']}>
        <h1>{title}</h1>
        {lead && <p className={styles['page-hero__lead']}>{lead}</p>}
      </div>
    </header>
  );
}
