import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only, e.g. which holiday a 'Delete' button deletes. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}

/** The same, as a class name, for an element that cannot be a span (a table's caption). */
export const visuallyHiddenClassName: string = styles.hidden;
