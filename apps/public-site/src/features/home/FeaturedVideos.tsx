import { useSiteContent } from '@furnace/api-client';
import { Carousel, VideoFacade, VisuallyHidden } from '@furnace/ui';
import { FEATURED_VIDEOS } from '../../config/videos';
import pageStyles from '../../components/page/page.module.css';

/** 'Featured Videos': four click-to-play players and the link to the channel. */
export function FeaturedVideos() {
  const videos = useSiteContent()?.links.videos;
  return (
    <section className={pageStyles['page-section']} aria-labelledby="home-videos-title">
      <h2 id="home-videos-title">Featured Videos</h2>
      <Carousel
        label="Video slideshow"
        items={FEATURED_VIDEOS.map((video) => ({
          key: video.id,
          content: (
            <VideoFacade title={video.title} embedUrl={video.embedUrl} poster={video.poster} />
          ),
        }))}
      />
      <p>
        <a href={videos} target="_blank" rel="noopener noreferrer">
          Watch more on our video channel
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </p>
    </section>
  );
}
