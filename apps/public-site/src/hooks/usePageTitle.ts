import { SITE } from '@furnace/contracts';
import { useEffect } from 'react';

/** Sets the document title for the page being shown ("{page} | {museum}"). */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${SITE.name}` : `${SITE.name} | Museum and Heritage Site`;
  }, [page]);
}
