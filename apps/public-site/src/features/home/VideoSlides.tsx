import { Carousel, VideoFacade } from '@furnace/ui';
import { FEATURED_VIDEOS } from '../../config/videos';

/** The four click-to-play videos in their carousel (loaded when the section nears the screen). */
export default function VideoSlides() {
  return (
    <Carousel
      label="Video slideshow"
      items={FEATURED_VIDEOS.map((video) => ({
        key: video.id,
        content: (
          <VideoFacade title={video.title} embedUrl={video.embedUrl} poster={video.poster} />
        ),
      }))}
    />
  );
}
