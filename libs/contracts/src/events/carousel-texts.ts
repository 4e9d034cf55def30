/** The carousels' own controls (libs/ui): see events-public-texts.ts. */
export const previousSlide = 'Previous slide';
export const nextSlide = 'Next slide';
export const chooseSlide = 'Choose a slide';
export const slideOf = (position: number, total: number) => `Slide ${position} of ${total}`;
