import { useLocation } from '@furnace/router';
import { useEffect } from 'react';

/** docs/product.md §2: the page scrolls to the top on every route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
