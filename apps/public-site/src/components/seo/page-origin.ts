/**
 * The site's origin, for the absolute URLs of structured data (JSON-LD). In the browser, the
 * page's own; the server render has its version (src/server/page-origin.server.ts, swapped in by
 * webpack.config.js), which answers the site's public address the API hands in.
 */
export function usePageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}
