import { useSiteContent } from '@furnace/api-client';
import { SITE_NAME } from '@furnace/contracts';
import { useState } from 'react';
import heroImage from '../../assets/hero-furnace.svg';
import { PageHero } from '../../components/page/PageHero';
import type { OpenStatusState } from '../../hooks/useOpenStatus';
import { StatusBadge } from './StatusBadge';
import styles from './home.module.css';

/**
 * The hero: entrance picture, title, tagline, and the OPEN/CLOSED badge. docs/product.md §2: the badge
 * appears only once the picture has loaded (so it never floats over an empty box).
 */
export function HomeHero({ status }: { status: OpenStatusState }) {
  const [imageLoaded, setImageLoaded] = useState(false);
  return (
    <PageHero
      title={SITE_NAME}
      titleId="home-title"
      lead={useSiteContent()?.welcome.tagline}
      image={heroImage}
      imageAlt="The stone furnace stack at dusk, with the charging shed and the engine house beside it"
      onImageLoad={() => setImageLoaded(true)}
      tall
    >
      {/* The slot keeps its height before the badge appears, so the title does not jump. */}
      <div className={styles['home-hero__status']}>
        {imageLoaded && <StatusBadge status={status} />}
      </div>
    </PageHero>
  );
}
