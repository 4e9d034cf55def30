import { SITE } from '@furnace/contracts';
import { useEffect } from 'react';

const DEFAULT_DESCRIPTION =
  "A preserved charcoal iron furnace, its buildings and miners' village. See whether the museum is open today, plan your visit and find upcoming programs and events.";

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
 * so every route has its own for search engines and for the browser's history.
 */
export function usePageTitle(page?: string, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    document.title = page ? `${page} | ${SITE.name}` : `${SITE.name} | Museum and Heritage Site`;
    descriptionMeta().content = description;
  }, [page, description]);
}
