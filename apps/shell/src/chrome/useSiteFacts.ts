import { useSiteContent } from '@furnace/api-client';
import type { ContactContent, LinksContent } from '@furnace/contracts';

/**
 * The contact details and links the header and footer print: the published content, inlined in
 * the page by the server (on the dev servers, fetched once: until then the links wait).
 */
export function useSiteFacts(): { contact?: ContactContent; links?: LinksContent } {
  const content = useSiteContent();
  return { contact: content?.contact, links: content?.links };
}
