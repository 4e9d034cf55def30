import { useSiteContent } from '@furnace/api-client';
import { useHydrated, useNearViewport, VisuallyHidden } from '@furnace/ui';
import { lazy, Suspense, useState } from 'react';
import pageStyles from '../../components/page/page.module.css';
import styles from './home.module.css';

const VideoSlides = lazy(() => import('./VideoSlides'));

/**
 * 'Featured Videos': four click-to-play players and the link to the channel. The section is the
 * last of the page: its players' code comes when it nears the screen (like the carousels' swiper),
 * so a visitor who only checks whether the museum is open never downloads it. Its slot keeps the
 * players' height meanwhile, so nothing moves when they arrive.
 */
export function FeaturedVideos() {
  const videos = useSiteContent()?.links.videos;
  const [slot, near] = useNearViewport<HTMLDivElement>();
  // The server renders the section whole (it has no IntersectionObserver), and so does the browser
  // when it hydrates that HTML, and then keeps it; elsewhere (a page reached later) it comes near
  // the screen, or at once without IntersectionObserver (old browsers, jsdom).
  const hydrated = useHydrated();
  const [serverRendered] = useState(!hydrated);
  const show = serverRendered || near || typeof IntersectionObserver === 'undefined';
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
        <a href={videos} target="_blank" rel="noopener noreferrer">
          Watch more on our video channel
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </p>
    </section>
  );
}
