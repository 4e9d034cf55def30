import { useLocation } from '@furnace/router';
import { useEffect, useRef } from 'react';

/** docs/product.md §2: to the top on a route change; `skipFirst`: the server's page stays put. */
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
