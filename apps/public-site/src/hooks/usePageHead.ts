import { pageHead, pageTitle, type PageHead } from '@furnace/contracts';
import { useLocation } from '@furnace/router';
import { useEffect } from 'react';

/**
 * Sets the title and meta description of the route (contracts' `pageHead`, as the server writes
 * them), or the head a page passes once its data is there (an event, a sign). Returns it.
 */
export function usePageHead(own?: PageHead): PageHead {
  const { pathname } = useLocation();
  const head = own ?? pageHead(pathname);
  const { page, description } = head;
  useEffect(() => {
    document.title = pageTitle(page);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.head.appendChild(document.createElement('meta'));
      meta.name = 'description';
    }
    meta.content = description;
  }, [page, description]);
  return head;
}
