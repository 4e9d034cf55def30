import { serverMetaOf } from '@furnace/api-client';
import { QueryClientContext } from '@furnace/api-client/query';
import { useContext } from 'react';
/**
 * The origin of the page's <link rel="canonical">: the API writes it with the site's public address
 * (PUBLIC_URL, apps/api/src/web/page-head.ts) whatever name the page was reached by (a test at
 * 127.0.0.1, a proxy), and the browser never rewrites it. The site lives at the root of its origin
 * (its routes are absolute), so PUBLIC_URL is that origin. Undefined without one (the dev servers).
 */
function canonicalOrigin(): string | undefined {
  const href = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!href) return undefined;
  try {
    return new URL(href).origin;
  } catch {
    return undefined;
  }
}

/**
 * The site's origin, for the absolute URLs of structured data (JSON-LD). The server render's
 * QueryClient carries the site's public address the API hands in; the browser reads the same
 * address from the canonical link the API put in the page's head, so the JSON-LD the browser
 * renders while hydrating is the server's, byte for byte.
 */
export function usePageOrigin(): string {
  const client = useContext(QueryClientContext);
  const server = client && serverMetaOf(client);
  if (server) return server.origin;
  if (typeof window === 'undefined') return '';
  return canonicalOrigin() ?? window.location.origin;
}
