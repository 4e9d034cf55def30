import { DEFAULT_PAGE_DESCRIPTION, pageTitle } from '@furnace/contracts';
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
 * so every route has its own for the browser's history. The server sends the same ones in the HTML
 * (contracts' PAGE_HEADS, kept in step by page-heads.spec.tsx).
 */
export function usePageTitle(page?: string, description: string = DEFAULT_PAGE_DESCRIPTION): void {
  useEffect(() => {
    document.title = pageTitle(page);
    descriptionMeta().content = description;
  }, [page, description]);
}
