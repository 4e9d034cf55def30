import { useField, useFormikContext } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { describedBy, Field } from './Field';

interface FormikFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  hint?: string;
  id?: string;
  multiline?: boolean;
  className?: string;
}

/** A field bound to Formik: its error shows once it was touched or a submit was tried. */
export function FormikField({
  name,
  label,
  hint,
  id = name,
  multiline = false,
  className,
  ...input
}: FormikFieldProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : null;
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
