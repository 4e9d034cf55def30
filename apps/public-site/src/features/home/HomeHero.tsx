import { useSiteContent } from '@furnace/api-client';
import { SITE_NAME } from '@furnace/contracts';
import { useEffect, useRef, useState } from 'react';
import heroImage from '../../assets/hero-furnace.svg';
import { HeroImage } from '../../components/page/HeroImage';
import type { OpenStatusState } from '../../hooks/useOpenStatus';
import { StatusBadge } from './StatusBadge';
import styles from './home.module.css';

/**
 * The hero: entrance picture, title, tagline, and the OPEN/CLOSED badge. docs/product.md §2: the badge
 * appears only once the picture has loaded (so it never floats over an empty box).
 */
export function HomeHero({ status }: { status: OpenStatusState }) {
  const image = useRef<HTMLImageElement>(null);
  const [imageLoaded, setImageLoaded] = useState(false);
  const tagline = useSiteContent()?.welcome.tagline;

  // A cached picture can finish before React attaches onLoad; catch that case too.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth > 0) setImageLoaded(true);
  }, []);

  return (
    // A plain block, not a named region: the footer already has a region named after the museum.
    <div className={styles['home-hero']}>
      <HeroImage
        ref={image}
        src={heroImage}
        alt="The stone furnace stack at dusk, with the charging shed and the engine house beside it"
        onLoad={() => setImageLoaded(true)}
      />
      <div className={styles['home-hero__text']}>
        <h1 id="home-title">{SITE_NAME}</h1>
        <p>{tagline}</p>
        {/* The slot keeps its height before the badge appears, so the title does not jump. */}
        <div className={styles['home-hero__status']}>
          {imageLoaded && <StatusBadge status={status} />}
        </div>
      </div>
    </div>
  );
}
