import { useId, useState, type ReactNode } from 'react';
import styles from './expander.module.css';

interface ExpanderProps {
  title: string;
  /** Heading level of the title, so the page outline stays in order. */
  level?: 2 | 3 | 4;
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * A disclosure: the title is a real button inside a heading (so screen readers list it among the
 * headings and announce its expanded state); the panel is hidden, not unmounted, when closed.
 */
export function Expander({ title, level = 2, defaultOpen = false, children }: ExpanderProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const Heading = `h${level}` as const;
  return (
    <div className={styles['ui-expander']}>
      <Heading className={styles['ui-expander__heading']}>
        <button
          type="button"
          className={styles['ui-expander__button']}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
        </button>
      </Heading>
      <div id={panelId} className={styles['ui-expander__panel']} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
