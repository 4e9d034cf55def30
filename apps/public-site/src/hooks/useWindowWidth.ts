import { useBrowserValue } from '@furnace/ui';

/** The width the server renders for (a desktop window): it cannot know the visitor's. */
export const SERVER_WINDOW_WIDTH = 1280;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readWidth = () => window.innerWidth;

/**
 * The window's inner width, kept current on resize (layouts that the spec ties to widths).
 * SERVER_WINDOW_WIDTH on the server and while hydrating its HTML, the window's right after.
 */
export function useWindowWidth(): number {
  return useBrowserValue(subscribe, readWidth, SERVER_WINDOW_WIDTH);
}
