import { useEffect, useRef, type ReactNode } from 'react';
import { usePageHead } from '../../hooks/usePageHead';
import styles from './page.module.css';

interface PageHeroProps {
  /** The h1; the route's page name (contracts' PUBLIC_ROUTES) unless given. */
  title?: string;
  /** The h1's id, where a link or a test names it (#home-title). */
  titleId?: string;
  /** A short line under the title. */
  lead?: ReactNode;
  /** Background picture; decorative (the title says what the page is) unless `imageAlt` says more. */
  image?: string;
  imageAlt?: string;
  onImageLoad?: () => void;
  /** The home page's taller hero. */
  tall?: boolean;
  /** What follows the lead (the home page's OPEN/CLOSED badge). */
  children?: ReactNode;
}

/**
 * The top of every content page: its one h1, and optionally a lead line and a picture. It sets the
 * page's title and description too (usePageHead).
 */
export function PageHero({
  title,
  titleId,
  lead,
  image,
  imageAlt = '',
  onImageLoad,
  tall = false,
  children,
}: PageHeroProps) {
  const { page } = usePageHead();
  const className = [
    styles['page-hero'],
    image && styles['page-hero--image'],
    tall && styles['page-hero--tall'],
  ];
  return (
    <header className={className.filter(Boolean).join(' ')}>
      {image && <HeroImage src={image} alt={imageAlt} onLoad={onImageLoad} />}
      <div className={styles['page-hero__text']}>
        <h1 id={titleId}>{title ?? page}</h1>
        {lead && <p className={styles['page-hero__lead']}>{lead}</p>}
        {children}
      </div>
    </header>
  );
}

/**
 * The hero's picture, filling it behind its text: the page's largest paint, so asked for first.
 * `onLoad` also fires for a picture the cache finished before React attached the handler.
 */
function HeroImage({ src, alt, onLoad }: { src: string; alt: string; onLoad?: () => void }) {
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
      src={src}
    />
  );
}
