import { Button, FormikField } from '@furnace/ui';
import { Formik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import type { ComponentProps, ReactNode } from 'react';
import { Answer, type Answers, type Text } from './Answer';
import { FormikSelect } from './ChoiceFields';
import adminStyles from '../app/admin.module.css';

/** A field of an AdminForm: a FormikField, or with `options` a FormikSelect; its id is made. */
type AdminField = Omit<ComponentProps<typeof FormikField>, 'id'> & {
  options?: readonly { value: string; label: string }[];
};

/** The house's forms are checked when sent: what was typed stays, unmarked, while it is typed. */
export const CHECKED_ON_SUBMIT = { validateOnChange: false, validateOnBlur: false } as const;

interface AdminFormProps<V extends FormikValues, T> {
  /** The values it starts from, and again after a save that worked. */
  initial: () => V;
  validationSchema: FormikConfig<V>['validationSchema'];
  /** Sends the values; `done` (null: nothing) or the failure (`usual`) answers under the button. */
  save: (values: V) => Promise<T>;
  done: Text<T> | null;
  usual?: Text<unknown>;
  /** After a save that worked, e.g. to read the list again. */
  onSaved?: () => unknown;
  /** Names the form's ids: its heading `{idPrefix}-title`, each field `{idPrefix}-{name}`. */
  idPrefix: string;
  /** A form under the page's own heading has a `label` instead. */
  title?: string;
  label?: string;
  submitLabel: string | ((formik: FormikProps<V>) => string);
  /** The button waits while this is true (default: while Formik submits). */
  busy?: boolean;
  /** Its answer shows under the button (place: idPrefix). */
  answers: Answers;
  /** Its fields in order, each with the id `{idPrefix}-{name}`; then `children`. */
  fields: readonly AdminField[];
  children?: (formik: FormikProps<V>) => ReactNode;
  /** After the answer, e.g. the one-time link it talks about. */
  after?: ReactNode;
}

/** A panel form checked when sent; focus goes to the first problem in the order of the values. */
export function AdminForm<V extends FormikValues, T>(props: AdminFormProps<V, T>) {
  const { initial, save, done, usual, onSaved, idPrefix, title, label } = props;
  const { submitLabel, busy, answers, fields, children, after, validationSchema } = props;
  return (
    <Formik<V>
      initialValues={initial()}
      validationSchema={validationSchema}
      onSubmit={async (values, { resetForm }) => {
        if (!(await answers.run(idPrefix, () => save(values), done, usual))) return;
        resetForm({ values: initial() });
        await onSaved?.();
      }}
      {...CHECKED_ON_SUBMIT}
    >
      {(formik) => (
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
            {fields.map(({ options, ...field }) =>
              options ? (
                <FormikSelect
                  key={field.name}
                  id={`${idPrefix}-${field.name}`}
                  name={field.name}
                  label={field.label}
                  hint={field.hint}
                  options={options}
                />
              ) : (
                <FormikField key={field.name} id={`${idPrefix}-${field.name}`} {...field} />
              ),
            )}
            {children?.(formik)}
            <div className={adminStyles['button-row']}>
              <Button
                type="submit"
                disabled={busy ?? formik.isSubmitting}
                aria-busy={busy ?? formik.isSubmitting}
              >
                {typeof submitLabel === 'function' ? submitLabel(formik) : submitLabel}
              </Button>
            </div>
            <Answer answers={answers} place={idPrefix} />
          </div>
          {after}
        </form>
      )}
    </Formik>
  );
}
