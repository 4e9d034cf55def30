import { loginSchema as signIn, MESSAGES, payloadField } from '@furnace/contracts';
import * as Yup from 'yup';

/**
 * docs/product.md §5: both fields required, each with the message 'Required'; the API's other
 * rules (loginSchema in contracts: at most 64 and 1024 characters) as the API words them.
 */
export const loginSchema = Yup.object({
  username: payloadField(signIn, 'username')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value))
    .required(MESSAGES.required),
  password: payloadField(signIn, 'password').required(MESSAGES.required),
});

export interface LoginValues {
  username: string;
  password: string;
}
export const emptyLogin: LoginValues = { username: '', password: '' };
