import { SITE } from '@furnace/contracts';
import poster1 from '../assets/video/poster-1.svg';
import poster2 from '../assets/video/poster-2.svg';
import poster3 from '../assets/video/poster-3.svg';
import poster4 from '../assets/video/poster-4.svg';

/**
 * The home page's featured videos. The player address is configuration (SITE.videoEmbedBase in
 * @furnace/contracts, which the server's CSP also reads): replace the base and the ids with the
 * museum's channel (nothing of the provider loads until a visitor presses play).
 */
const VIDEO_EMBED_BASE = SITE.videoEmbedBase;

export const FEATURED_VIDEOS = [
  { id: 'furnace-tour', title: 'A walk through the furnace building', poster: poster1 },
  { id: 'great-wheel', title: 'How the Great Wheel blew the furnace', poster: poster2 },
  { id: 'miners-village', title: "Life in the miners' village", poster: poster3 },
  { id: 'ironmasters', title: 'The ironmasters and their mansion', poster: poster4 },
].map((video) => ({ ...video, embedUrl: `${VIDEO_EMBED_BASE}${video.id}?autoplay=1` }));
