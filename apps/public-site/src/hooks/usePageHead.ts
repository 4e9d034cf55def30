import { pageHead, pageTitle, type PageHead } from '@furnace/contracts';
import { useLocation } from '@furnace/router';
import { useEffect } from 'react';

/**
 * Sets the document title ("{page} | {museum}") and the meta description for the page being shown,
 * so every route has its own in the browser's history. The one source is contracts' `pageHead` (the
 * server writes the same into the HTML); a page whose head comes from its data (an event, a sign)
 * passes it once the data is there. Returns the head it set.
 */
export function usePageHead(own?: PageHead): PageHead {
  const { pathname } = useLocation();
  const head = own ?? pageHead(pathname);
  const { page, description } = head;
  useEffect(() => {
    document.title = pageTitle(page);
    // Every page carries one: the shell's index.html, and the server's head of each page.
    document.head.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [page, description]);
  return head;
}
