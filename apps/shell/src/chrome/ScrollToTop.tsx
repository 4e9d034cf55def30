import { useLocation } from '@furnace/router';
import { useHydrated } from '@furnace/ui';
import { useEffect, useRef } from 'react';

/** docs/product.md §2: to the top on a route change; the server's page, maybe scrolled, stays put. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(useHydrated() ? null : pathname);
  useEffect(() => {
    if (first.current === pathname) return;
    first.current = null;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
