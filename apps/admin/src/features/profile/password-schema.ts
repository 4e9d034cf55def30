import { ACCOUNTS, MESSAGES, passwordShapeProblem } from '@furnace/contracts';
import * as Yup from 'yup';

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
