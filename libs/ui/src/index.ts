export { Expander } from './expander/Expander';
export { Carousel, type CarouselItem } from './carousel/Carousel';
export { CAROUSEL, swiperOptions } from './carousel/settings';
export { VideoFacade } from './video-facade/VideoFacade';
export { useNearViewport } from './hooks/useNearViewport';
export { usePrefersReducedMotion, prefersReducedMotion } from './hooks/usePrefersReducedMotion';
