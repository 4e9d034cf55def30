import { pageHead, pageTitle, type PageHead } from '@furnace/contracts';
import { useLocation } from '@furnace/router';
import { useEffect } from 'react';

/** Sets the route's title and description (contracts' `pageHead`), or those a page passes. */
export function usePageHead(own?: PageHead): PageHead {
  const { pathname } = useLocation();
  const head = own ?? pageHead(pathname);
  const { page, description } = head;
  useEffect(() => {
    document.title = pageTitle(page);
    document.head.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [page, description]);
  return head;
}
