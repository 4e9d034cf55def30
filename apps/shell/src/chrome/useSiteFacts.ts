import { useSiteContent } from '@furnace/api-client';
import {
  FIRST_INSTALL_CONTACT,
  FIRST_INSTALL_LINKS,
  type ContactContent,
  type LinksContent,
} from '@furnace/contracts';

/**
 * The contact details and links the header and footer print: the published content (inlined in
 * the page by the server), or the first-install values until it arrives on the dev servers.
 */
export function useSiteFacts(): { contact: ContactContent; links: LinksContent } {
  const content = useSiteContent();
  return content
    ? { contact: content.contact, links: content.links }
    : { contact: FIRST_INSTALL_CONTACT, links: FIRST_INSTALL_LINKS };
}
