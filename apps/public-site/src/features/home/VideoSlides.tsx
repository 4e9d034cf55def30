import { SITE } from '@furnace/contracts';
import { Carousel, VideoFacade } from '@furnace/ui';
import poster1 from '../../assets/video/poster-1.svg';
import poster2 from '../../assets/video/poster-2.svg';
import poster3 from '../../assets/video/poster-3.svg';
import poster4 from '../../assets/video/poster-4.svg';

// The player's address is SITE.videoEmbedBase (the CSP reads it too): put the museum's channel
// and its video ids there and here. Nothing of the provider loads until a visitor presses play.
const VIDEOS = [
  { id: 'furnace-tour', title: 'A walk through the furnace building', poster: poster1 },
  { id: 'great-wheel', title: 'How the Great Wheel blew the furnace', poster: poster2 },
  { id: 'miners-village', title: "Life in the miners' village", poster: poster3 },
  { id: 'ironmasters', title: 'The ironmasters and their mansion', poster: poster4 },
];

export default function VideoSlides() {
  return (
    <Carousel
      label="Video slideshow"
      items={VIDEOS.map(({ id, title, poster }) => ({
        key: id,
        content: (
          <VideoFacade
            title={title}
            embedUrl={`${SITE.videoEmbedBase}${id}?autoplay=1`}
            poster={poster}
          />
        ),
      }))}
    />
  );
}
