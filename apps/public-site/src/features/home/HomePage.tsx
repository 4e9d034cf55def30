import { useOpenStatus } from '../../hooks/useOpenStatus';
import { CuratorQuote } from './CuratorQuote';
import { FeaturedVideos } from './FeaturedVideos';
import { HomeHero } from './HomeHero';
import { UpcomingEvents } from './UpcomingEvents';
import { WelcomeBlock } from './WelcomeBlock';

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
