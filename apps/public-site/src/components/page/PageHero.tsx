import { useEffect, useRef, type ReactNode } from 'react';
import { usePageHead } from '../../hooks/usePageHead';
import styles from './page.module.css';

interface PageHeroProps {
  /** The h1; the route's page name (contracts' PUBLIC_ROUTES) unless given. */
  title?: string;
  titleId?: string;
  lead?: ReactNode;
  /** Background picture; decorative unless `imageAlt` says more. */
  image?: string;
  imageAlt?: string;
  onImageLoad?: () => void;
  tall?: boolean;
  children?: ReactNode;
}

/** The top of every content page (its one h1) that also sets the page's head. */
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
  const picture = useRef<HTMLImageElement>(null);
  // `onLoad` also for a picture loaded before React: only the first render can miss the event.
  useEffect(() => {
    if (picture.current?.complete && picture.current.naturalWidth > 0) onImageLoad?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const className = [
    styles['page-hero'],
    image && styles['page-hero--image'],
    tall && styles['page-hero--tall'],
  ];
  return (
    <header className={className.filter(Boolean).join(' ')}>
      {image && (
        // The largest paint, so asked for first.
        <img
          ref={picture}
          alt={imageAlt}
          className={styles['page-hero__image']}
          width={1600}
          height={800}
          fetchPriority="high"
          onLoad={onImageLoad}
          src={image}
        />
      )}
      <div className={styles['page-hero__text']}>
        <h1 id={titleId}>{title ?? page}</h1>
        {lead && <p className={styles['page-hero__lead']}>{lead}</p>}
        {children}
      </div>
    </header>
  );
}
