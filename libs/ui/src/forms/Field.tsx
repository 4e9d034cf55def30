import type { ReactNode } from 'react';
import styles from './field.module.css';

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  /** The control; give it id={id} and aria-describedby={describedBy(id, hint, error)}. */
  children: ReactNode;
  className?: string;
}

export function Field({ id, label, hint, error, children, className = '' }: FieldProps) {
  return (
    <div className={`${styles.field} ${className}`.trim()}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, hint?: string, error?: string | null): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** The looks, for the rare control Field cannot wrap. */
export const fieldClasses = styles;
