import { ACCOUNTS } from '@furnace/contracts';
import { Field, describedBy } from '@furnace/ui';
import type { FormikProps } from 'formik';

export interface NewPasswordValues {
  password: string;
  repeat: string;
}

/** "New password" and "Repeat the new password", shared by the profile and the invitation page. */
export function PasswordFields<T extends NewPasswordValues>({
  formik,
  idPrefix,
}: {
  formik: FormikProps<T>;
  idPrefix: string;
}) {
  const errors = formik.errors as Partial<Record<keyof NewPasswordValues, string>>;
  return (
    <>
      <Field
        id={`${idPrefix}-password`}
        label="New password"
        hint={ACCOUNTS.passwordHint}
        error={errors.password}
      >
        <input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete="new-password"
          {...formik.getFieldProps('password')}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={describedBy(
            `${idPrefix}-password`,
            ACCOUNTS.passwordHint,
            errors.password,
          )}
        />
      </Field>
      <Field id={`${idPrefix}-repeat`} label="Repeat the new password" error={errors.repeat}>
        <input
          id={`${idPrefix}-repeat`}
          type="password"
          autoComplete="new-password"
          {...formik.getFieldProps('repeat')}
          aria-invalid={Boolean(errors.repeat)}
          aria-describedby={describedBy(`${idPrefix}-repeat`, undefined, errors.repeat)}
        />
      </Field>
    </>
  );
}
