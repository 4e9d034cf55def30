import type { ReactNode } from 'react';
import { usePageHead } from '../../hooks/usePageHead';
import { HeroImage } from './HeroImage';
import styles from './page.module.css';

interface PageHeroProps {
  /** The h1; the route's page name (contracts' PUBLIC_ROUTES) unless given. */
  title?: string;
  /** A short line under the title. */
  lead?: ReactNode;
  /** Decorative background picture (the title says what the page is). */
  image?: string;
}

/**
 * The top of every content page: its one h1, and optionally a lead line and a picture. It sets the
 * page's title and description too (usePageHead).
 */
export function PageHero({ title, lead, image }: PageHeroProps) {
  const { page } = usePageHead();
  return (
    <header className={`${styles['page-hero']}${image ? ` ${styles['page-hero--image']}` : ''}`}>
      {image && <HeroImage src={image} alt="" />}
      <div className={styles['page-hero__text']}>
        <h1>{title ?? page}</h1>
        {lead && <p className={styles['page-hero__lead']}>{lead}</p>}
      </div>
    </header>
  );
}
