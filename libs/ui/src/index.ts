export { Expander } from './expander/Expander';
export { Carousel, type CarouselItem } from './carousel/Carousel';
export { CAROUSEL, swiperOptions } from './carousel/settings';
export { VideoFacade } from './video-facade/VideoFacade';
export { SiteAlertList, showableAlerts } from './site-alerts/SiteAlertList';
export { useNearViewport } from './hooks/useNearViewport';
export { HydrateWhenNear } from './hydration/HydrateWhenNear';
export { usePrefersReducedMotion, prefersReducedMotion } from './hooks/usePrefersReducedMotion';
export { Field, describedBy, fieldClasses, type FieldProps } from './forms/Field';
export { FormikField } from './forms/FormikField';
export { Button, buttonClassName, type ButtonVariant } from './forms/Button';
export { VisuallyHidden, visuallyHiddenClassName } from './text/VisuallyHidden';
export { NewTabLink, NEW_TAB_HINT } from './text/NewTabLink';
export { LiveMessage, success, failure, type Message, type MessageTone } from './text/LiveMessage';
export { PageHeading } from './text/PageHeading';
export { RichText } from './text/RichText';
export {
  telHref,
  directionsHref,
  parseParagraphs,
  parseInline,
  type ContactDetails,
} from './text/rich-text';
export { useHydrated, useBrowserValue } from './hooks/useHydrated';
