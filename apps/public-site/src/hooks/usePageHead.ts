import { pageHead, pageTitle, type PageHead } from '@furnace/contracts';
import { useLocation } from '@furnace/router';
import { useEffect } from 'react';

/** The page's <meta name="description">, created if the HTML did not carry one. */
function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  return meta;
}

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
    descriptionMeta().content = description;
  }, [page, description]);
  return head;
}
