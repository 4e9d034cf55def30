import { useEffect, useRef, type ReactNode } from 'react';
import styles from './page-heading.module.css';

/** The page's h1, focused on open (a client-side route change otherwise leaves focus on the link). */
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
