import { useField, useFormikContext } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { describedBy, Field } from './Field';

interface FormikFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
  multiline?: boolean;
}

/** The error a Formik field shows (the one rule for every form): once touched or after a submit. */
export function useShownError(name: string): string | null {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : null;
}

/** A field bound to Formik, showing its error by `useShownError`. */
export function FormikField({
  name,
  label,
  hint,
  id = name,
  multiline = false,
  className,
  ...input
}: FormikFieldProps) {
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const common = {
    ...field,
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, hint, error),
  };
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {multiline ? <textarea {...common} rows={5} /> : <input {...input} {...common} />}
    </Field>
  );
}
