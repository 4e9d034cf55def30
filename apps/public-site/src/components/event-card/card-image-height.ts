/** docs/product.md §9: card image height = window width / 1920 * 400, at least 200 px. */
export function cardImageHeight(windowWidth: number): number {
  return Math.max(200, Math.round((windowWidth / 1920) * 400));
}
