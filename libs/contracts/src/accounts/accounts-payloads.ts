import { STAFF_ROLES, type StaffRole } from './accounts';
import { isPlainObject } from '../shared/input-values';
import { field, givenText, oneOf, payload } from '../shared/payload';

/** Usernames and e-mail addresses are stored lower-case, so compared case-insensitively. */
export function normalizeUsername(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

export const normalizeEmail = normalizeUsername;

const USERNAME = /^[a-z0-9][a-z0-9._-]{1,63}$/;
// WHATWG's "valid e-mail address" with a dot in the domain: the address shown is the address mailed.
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** What is wrong with a username, with one that would do ("Maria Lopez" -> "maria.lopez"). */
export function usernameProblem(value: string): string | null {
  const username = normalizeUsername(value);
  if (USERNAME.test(username)) return null;
  const suggestion = username
    .replace(/\s+/g, '.')
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[._-]+/, '')
    .slice(0, 64);
  const example = USERNAME.test(suggestion) ? suggestion : 'maria.lopez';
  return `username may only use letters, digits, dots, dashes and underscores (no spaces), 2 to 64 characters: for example "${example}".`;
}

export function emailProblem(value: string): string | null {
  const email = normalizeEmail(value);
  return EMAIL.test(email) && email.length <= 254
    ? null
    : 'email must be an e-mail address such as ada@example.org.';
}

const MIN_PASSWORD_LENGTH = 12;
const MIN_DISTINCT_CHARACTERS = 5;

/** What is wrong with a new password short of a word list (the API's `passwordProblem` has one). */
export function passwordShapeProblem(password: string, name = 'The password'): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `${name} must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (password.length > 1024) return `${name} must be at most 1024 characters long.`;
  if (password.trim() === '' || new Set(password).size < MIN_DISTINCT_CHARACTERS)
    return `${name} is too simple: use at least ${MIN_DISTINCT_CHARACTERS} different characters (a few unrelated words work well).`;
  return null;
}

const text =
  (name: string, check: (value: string) => string | null = () => null) =>
  (value: unknown) =>
    typeof value !== 'string' || value === '' ? `${name} is required.` : check(value);

const password = (name: string) =>
  field(
    text(name, (value) => passwordShapeProblem(value, name)),
    { read: 'raw', format: 'password' },
  );

const roleProblem = oneOf('role', STAFF_ROLES);

/** A sign-in field: given, and not longer than `max` (these sentences have no final period). */
const signInText = (name: string, max: number) =>
  givenText(`${name} is required`, max, `${name} must be at most ${max} characters`);

export const loginSchema = payload({
  username: field(signInText('username', 64), { read: 'raw', example: 'admin' }),
  password: field(signInText('password', 1024), { read: 'raw', format: 'password' }),
});

export const inviteUserSchema = payload({
  username: field(text('username', usernameProblem), { example: 'ada' }),
  email: field(text('email', emailProblem), { example: 'ada@example.org' }),
  role: field<StaffRole>(roleProblem, { read: 'raw', enum: STAFF_ROLES }),
});

export const updateUserSchema = payload({
  role: field<StaffRole | undefined>((value) => (value === undefined ? null : roleProblem(value)), {
    read: 'raw',
    enum: STAFF_ROLES,
  }),
  disabled: field<boolean | undefined>(
    (value) =>
      value === undefined || typeof value === 'boolean' ? null : 'disabled must be true or false.',
    { read: 'raw', type: 'boolean' },
  ),
});

const upTo = (name: string, max: number, tooLong: string) =>
  givenText(`${name} is required.`, max, tooLong);

export const acceptInviteSchema = payload({
  token: field(upTo('token', 200, 'token is not valid.'), { read: 'raw' }),
  password: password('password'),
});

export const changePasswordSchema = payload({
  current_password: field(
    upTo('current_password', 1024, 'current_password must be at most 1024 characters.'),
    { read: 'raw', format: 'password' },
  ),
  new_password: password('new_password'),
});

export const forgotPasswordSchema = payload({
  username_or_email: field(
    upTo('username_or_email', 254, 'username_or_email must be a username or an e-mail address.'),
    { example: 'ada' },
  ),
});

const webAuthnAnswer = (description: string) =>
  field<Record<string, unknown>>(
    (value) =>
      !isPlainObject(value)
        ? "response must be the browser's WebAuthn answer (an object)."
        : typeof value.id === 'string' && value.id.length <= 1024
          ? null
          : "response.id must be the credential's id.",
    { read: 'raw', type: 'object', description },
  );

const optional = (max: number, problem: string) => (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.length <= max) ? null : problem;

export const registerPasskeySchema = payload({
  response: webAuthnAnswer('RegistrationResponseJSON from navigator.credentials.create()'),
  name: field<string | undefined>(optional(100, 'name must be text of at most 100 characters.'), {
    example: 'Office laptop',
  }),
});

export const passkeyOptionsSchema = payload({
  password: field<string | undefined>(optional(1024, 'password must be text.'), {
    read: 'raw',
    description: "The account's password (not needed within 5 minutes of signing in)",
  }),
});

export const passkeyLoginSchema = payload({
  response: webAuthnAnswer('AuthenticationResponseJSON from navigator.credentials.get()'),
});
