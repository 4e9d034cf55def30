import { Field, describedBy, fieldClasses, useShownError } from '@furnace/ui';
import { useField, useFormikContext } from 'formik';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import styles from './choice-fields.module.css';

/** A tick bound to Formik: a boolean, or with `value` one of an array's members. */
export function FormikCheckbox(props: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  value?: string;
  checked?: boolean;
  disabled?: boolean;
}) {
  const { id, name, label, hint, value, ...override } = props;
  const { getFieldProps } = useFormikContext();
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        {...getFieldProps({ name, type: 'checkbox', value })}
        {...override}
        aria-describedby={describedBy(id, hint)}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={fieldClasses.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

export function FormikRadios<V extends string>({
  id,
  name,
  legend,
  options,
  children,
  onChoose,
}: {
  id: string;
  name: string;
  legend: string;
  options: readonly { value: V; label: string }[];
  /** Shown under the choices (e.g. the date a "later" choice needs). */
  children?: ReactNode;
  /** After a choice, e.g. to give the fields it shows a first value. */
  onChoose?: (value: V) => void;
}) {
  const [field, , helpers] = useField<V>(name);
  const error = useShownError(name);
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={fieldClasses.label}>{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className={styles.check}>
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            checked={field.value === option.value}
            onChange={() => {
              void helpers.setValue(option.value);
              onChoose?.(option.value);
            }}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
      {children}
      {error && (
        <p id={`${id}-error`} className={fieldClasses.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ id, label, hint, error, options, ...select }: SelectFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <select
        {...select}
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function FormikSelect(props: Omit<SelectFieldProps, 'error'> & { name: string }) {
  const [field] = useField<string>(props.name);
  return <SelectField {...props} {...field} error={useShownError(props.name)} />;
}
