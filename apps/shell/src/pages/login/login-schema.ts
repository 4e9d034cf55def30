import { MESSAGES } from '@furnace/contracts';
import * as Yup from 'yup';

/** docs/product.md §5: both fields required, each with the message 'Required'. */
export const loginSchema = Yup.object({
  username: Yup.string().trim().required(MESSAGES.required),
  password: Yup.string().required(MESSAGES.required),
});

export type LoginValues = Yup.InferType<typeof loginSchema>;
export const emptyLogin: LoginValues = { username: '', password: '' };
