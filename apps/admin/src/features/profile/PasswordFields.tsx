import { ACCOUNTS, MESSAGES, passwordShapeProblem } from '@furnace/contracts';
import { FormikField } from '@furnace/ui';
import * as Yup from 'yup';

export interface NewPasswordValues {
  password: string;
  repeat: string;
}

/**
 * The API's rules for a new password (length, variety: passwordShapeProblem), worded for the
 * form; the API has the last word on the most common passwords, whose list browsers do not get.
 */
export const newPasswordRules = {
  password: Yup.string()
    .required(MESSAGES.required)
    .test('shape', (value, context) => {
      const problem = passwordShapeProblem(value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    }),
  repeat: Yup.string()
    .required(MESSAGES.required)
    .oneOf([Yup.ref('password')], ACCOUNTS.passwordsDiffer),
};

/** "New password" and "Repeat the new password" (in an AdminForm), for the profile and an invitation. */
export function PasswordFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <FormikField
        id={`${idPrefix}-password`}
        name="password"
        label="New password"
        hint={ACCOUNTS.passwordHint}
        type="password"
        autoComplete="new-password"
      />
      <FormikField
        id={`${idPrefix}-repeat`}
        name="repeat"
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
