import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  /** A hint under the label, e.g. the expected format. */
  hint?: string;
  error?: string | null;
  /** The control; give it id={id} and aria-describedby={describedBy(id, hint, error)}. */
  children: ReactNode;
}

/** Label, hint, control and error in one consistent block, used by every admin form. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria-describedby value matching what Field renders for this id. */
export function describedBy(id: string, hint?: string, error?: string | null): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
