import { useLocation } from '@furnace/router';
import { useEffect, useRef } from 'react';

/**
 * docs/product.md §2: the page scrolls to the top on every route change. `skipFirst`: not for the
 * first page (the server's HTML of it was on screen, maybe scrolled, before this one replaced it).
 */
export function ScrollToTop({ skipFirst = false }: { skipFirst?: boolean }) {
  const { pathname } = useLocation();
  const first = useRef<string | null>(skipFirst ? pathname : null);
  useEffect(() => {
    if (first.current === pathname) return;
    first.current = null;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
