import { useSiteContent } from '@furnace/api-client';
import { useOpenStatus } from '../../hooks/useOpenStatus';
import { FeaturedVideos } from './FeaturedVideos';
import { HomeHero } from './HomeHero';
import { UpcomingEvents } from './UpcomingEvents';
import { WelcomeBlock } from './WelcomeBlock';
import styles from './home.module.css';

/**
 * docs/product.md §2 "Home page". The museum's structured data (JSON-LD) comes in the HTML from the
 * server, on every page (apps/api/src/content/page-data.ts).
 */
export default function HomePage() {
  const status = useOpenStatus();
  return (
    <>
      <HomeHero status={status} />
      <WelcomeBlock status={status} />
      <UpcomingEvents />
      <CuratorQuote />
      <FeaturedVideos />
    </>
  );
}

/** The quote section of the home page, credited to the museum's curator (content "welcome"). */
function CuratorQuote() {
  const welcome = useSiteContent()?.welcome;
  if (!welcome?.quote) return null;
  return (
    <section className={styles['home-quote']} aria-label="A word from our curator">
      <figure>
        <blockquote>
          <p>{welcome.quote}</p>
        </blockquote>
        <figcaption>{welcome.quote_by}</figcaption>
      </figure>
    </section>
  );
}
