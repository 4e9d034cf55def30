import { describedBy, Field } from '@furnace/ui';

interface FileInputProps {
  id: string;
  label: string;
  hint: string;
  /** e.g. 'image/*' or 'application/pdf': the picker offers only those files. */
  accept: string;
  error?: string | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
}

/**
 * A labelled file picker. File inputs cannot be set from code, so a form resets one by giving it
 * a new React key.
 */
export function FileInput({ id, label, hint, accept, error, onChange, onBlur }: FileInputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        onBlur={onBlur}
      />
    </Field>
  );
}
