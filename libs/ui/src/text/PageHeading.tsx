import { useEffect, useRef, type ReactNode } from 'react';
import styles from './page-heading.module.css';

/**
 * The page's h1, focused when the page opens so screen-reader and keyboard users start at the new
 * page after a link (a client-side route change otherwise leaves focus on the old link).
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h1>
  );
}
