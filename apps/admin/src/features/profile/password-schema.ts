import { ACCOUNTS, MESSAGES } from '@furnace/contracts';
import * as Yup from 'yup';

/** The length is checked here too; the API has the last word (common passwords, variety). */
export const newPasswordRules = {
  password: Yup.string()
    .required(MESSAGES.required)
    .min(12, 'The password must be at least 12 characters long.'),
  repeat: Yup.string()
    .required(MESSAGES.required)
    .oneOf([Yup.ref('password')], ACCOUNTS.passwordsDiffer),
};
