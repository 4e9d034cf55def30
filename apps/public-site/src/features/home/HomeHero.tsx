import { useSiteContent } from '@furnace/api-client';
import { MESSAGES, SITE_NAME } from '@furnace/contracts';
import { useHydrated } from '@furnace/ui';
import { useState } from 'react';
import heroImage from '../../assets/hero-furnace.svg';
import { PageHero } from '../../components/page/PageHero';
import type { OpenStatusState } from '../../hooks/useOpenStatus';
import styles from './home.module.css';

/**
 * docs/product.md §2: the badge shows only once the picture is in. The server's HTML has it, hidden
 * by the stylesheet until then (ADR 29); a render that hydrates nothing adds it on the load.
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
