import { Button, Field, describedBy } from '@furnace/ui';
import {
  FormikProvider,
  useField,
  useFormikContext,
  type FormikProps,
  type FormikValues,
} from 'formik';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Answer, type Answers } from './Answer';
import adminStyles from '../app/admin.module.css';

/** The admin forms are checked when sent; what was typed stays while it is wrong. */
export const CHECKED_ON_SUBMIT = { validateOnChange: false, validateOnBlur: false } as const;

interface AdminFormProps<V extends FormikValues> {
  formik: FormikProps<V>;
  /** Names the form's ids: its heading `{idPrefix}-title`, each field `{idPrefix}-{name}`. */
  idPrefix: string;
  /** The form's heading; a form under the page's own heading has a `label` instead. */
  title?: string;
  label?: string;
  submitLabel: string;
  /** The button waits while this is true (default: while Formik submits). */
  busy?: boolean;
  /** The form's answer shows under its button (place: idPrefix). */
  answers: Answers;
  children: ReactNode;
  /** After the answer, e.g. a one-time link the answer talks about. */
  after?: ReactNode;
}

/**
 * A panel form: heading, fields, the submit button and its answer. Sent, it is checked first and
 * keyboard and screen-reader users land on the first problem (in the order of the values).
 */
export function AdminForm<V extends FormikValues>({
  formik,
  idPrefix,
  title,
  label,
  submitLabel,
  busy = formik.isSubmitting,
  answers,
  children,
  after,
}: AdminFormProps<V>) {
  return (
    <FormikProvider value={formik}>
      <form
        className={adminStyles['admin-panel']}
        aria-labelledby={title && `${idPrefix}-title`}
        aria-label={label}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void formik.validateForm().then((found) => {
            const first = Object.keys(formik.initialValues).find((name) => name in found);
            if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
            return formik.submitForm();
          });
        }}
      >
        {title && <h2 id={`${idPrefix}-title`}>{title}</h2>}
        <div className={adminStyles['admin-form']}>
          {children}
          <div className={adminStyles['button-row']}>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {submitLabel}
            </Button>
          </div>
          <Answer answers={answers} place={idPrefix} />
        </div>
        {after}
      </form>
    </FormikProvider>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  /** value -> the name shown for it. */
  options: Record<string, string>;
}

/** A labelled choice: its label, hint and error as Field shows them. */
export function SelectField({ id, label, hint, error, options, ...select }: SelectFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <select
        {...select}
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error)}
      >
        {Object.entries(options).map(([value, shown]) => (
          <option key={value} value={value}>
            {shown}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A SelectField bound to Formik, its error shown as FormikField shows one. */
export function FormikSelect(props: Omit<SelectFieldProps, 'name'> & { name: string }) {
  const [field, meta] = useField<string>(props.name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : null;
  return <SelectField {...props} {...field} error={error} />;
}
