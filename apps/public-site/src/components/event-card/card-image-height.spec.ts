import { cardImageHeight } from './card-image-height';

describe('card image height (docs/product.md §9: window width / 1920 * 400, minimum 200)', () => {
  it.each([
    [1920, 400],
    [2400, 500],
    [1280, 267],
    [960, 200],
    [390, 200],
  ])('%i px wide -> %i px', (width, height) => {
    expect(cardImageHeight(width)).toBe(height);
  });
});
