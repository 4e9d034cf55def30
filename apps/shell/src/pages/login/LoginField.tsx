import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';

interface LoginFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: 'username' | 'password';
  label: string;
}

/** A labelled input whose 'Required' shows only once it was touched or a submit was tried. */
export function LoginField({ name, label, ...input }: LoginFieldProps) {
  const [field, meta] = useField(name);
  const showError = meta.touched && Boolean(meta.error);
  const errorId = `${name}-error`;
  return (
    <div className="login-form__field">
      <label htmlFor={name}>{label}</label>
      <input
        {...field}
        {...input}
        id={name}
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      />
      {showError && (
        <p id={errorId} className="login-form__error">
          {meta.error}
        </p>
      )}
    </div>
  );
}
