import { useId, useState, type ReactNode } from 'react';
import styles from './expander.module.css';

/** A disclosure: a button inside a heading, so screen readers list it and announce its state. */
export function Expander({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles['ui-expander']}>
      <h2 className={styles['ui-expander__heading']}>
        <button
          type="button"
          className={styles['ui-expander__button']}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
        </button>
      </h2>
      <div id={panelId} className={styles['ui-expander__panel']} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
