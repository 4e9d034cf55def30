import { useField, useFormikContext } from 'formik';
import { describedBy, Field } from '../../components/Field';

interface FormikFieldProps {
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'date' | 'time';
  multiline?: boolean;
}

/** A text, date or time field bound to Formik; its error shows once touched or after a submit. */
export function FormikField({
  name,
  label,
  hint,
  type = 'text',
  multiline = false,
}: FormikFieldProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : null;
  const id = `create-${name}`;
  const common = {
    ...field,
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, hint, error),
  };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type={type} />}
    </Field>
  );
}
