/** Usernames and e-mail addresses are compared case-insensitively: we store them lower-case. */
export function normalizeUsername(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

export const normalizeEmail = normalizeUsername;

const USERNAME = /^[a-z0-9][a-z0-9._-]{1,63}$/;
// The plain address an HTML e-mail input accepts (the WHATWG "valid e-mail address"), with a dot in
// the domain: no display name, no angle brackets, no quoted parts, so the address shown is the
// address mailed.
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export function usernameProblem(username: string): string | null {
  return USERNAME.test(username)
    ? null
    : 'The username must be 2 to 64 characters: letters, digits, dots, dashes or underscores.';
}

export function emailProblem(email: string): string | null {
  return EMAIL.test(email) && email.length <= 254 ? null : 'The e-mail address is not valid.';
}
