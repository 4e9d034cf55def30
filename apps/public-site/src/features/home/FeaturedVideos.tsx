import { useSiteContent } from '@furnace/api-client';
import { NEW_TAB_HINT, NewTabLink, useHydrated, useNearViewport } from '@furnace/ui';
import { lazy, Suspense } from 'react';
import pageStyles from '../../components/page/page.module.css';
import styles from './home.module.css';

const VideoSlides = lazy(() => import('./VideoSlides'));

/** The players are never in the server's HTML: their code comes when the slot nears the screen. */
export function FeaturedVideos() {
  const videos = useSiteContent()?.links.videos;
  const [slot, near] = useNearViewport<HTMLDivElement>();
  const hydrated = useHydrated();
  const show = hydrated && (near || typeof IntersectionObserver === 'undefined');
  return (
    <section className={pageStyles['page-section']} aria-labelledby="home-videos-title">
      <h2 id="home-videos-title">Featured Videos</h2>
      <div ref={slot} className={styles['videos-slot']}>
        {show && (
          <Suspense fallback={null}>
            <VideoSlides />
          </Suspense>
        )}
      </div>
      <p>
        <NewTabLink href={videos} hint={NEW_TAB_HINT}>
          Watch more on our video channel
        </NewTabLink>
      </p>
    </section>
  );
}
