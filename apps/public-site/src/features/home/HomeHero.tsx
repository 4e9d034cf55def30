import { useSiteContent } from '@furnace/api-client';
import { MESSAGES, SITE_NAME } from '@furnace/contracts';
import { useHydrated } from '@furnace/ui';
import { useState } from 'react';
import heroImage from '../../assets/hero-furnace.svg';
import { PageHero } from '../../components/page/PageHero';
import type { OpenStatusState } from '../../hooks/useOpenStatus';
import styles from './home.module.css';

/**
 * The hero: entrance picture, title, tagline, and the OPEN/CLOSED badge. docs/product.md §2: the badge
 * appears only once the picture has loaded (so it never floats over an empty box).
 *
 * In the server's HTML the badge is there from the start, hidden by the stylesheet until the picture
 * is in: at once when the server put the picture inside the page (a data: URL, painted with the
 * HTML, before any script), else when the browser has loaded it. The hydrating render keeps it, as
 * the server sent it; a render that hydrates nothing adds it on the picture's load (ADR 0029).
 */
export function HomeHero({ status }: { status: OpenStatusState }) {
  const [imageLoaded, setImageLoaded] = useState(false);
  const hydrated = useHydrated();
  const [inServerHtml] = useState(!hydrated);
  const slot = [styles['home-hero__status'], imageLoaded && styles['home-hero__status--loaded']];
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
      <div className={slot.filter(Boolean).join(' ')}>
        {(imageLoaded || inServerHtml) && <StatusBadge status={status} />}
      </div>
    </PageHero>
  );
}

/** 'Loading hours...' while the status is on its way, then OPEN or CLOSED with the message. */
function StatusBadge({ status }: { status: OpenStatusState }) {
  if (status.failed) return null; // the API is unreachable: say nothing rather than guess
  if (status.loading) {
    return (
      <p className={styles['status-badge']} role="status">
        {MESSAGES.loadingHours}
      </p>
    );
  }
  return (
    <p
      className={`${styles['status-badge']} ${status.isOpen ? styles['status-badge--open'] : styles['status-badge--closed']}`}
      role="status"
      data-testid="status-badge"
    >
      <strong>{status.isOpen ? 'OPEN' : 'CLOSED'}</strong> <span>{status.message}</span>
    </p>
  );
}
