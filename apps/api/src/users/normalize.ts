/** Usernames and e-mail addresses are compared case-insensitively: we store them lower-case. */
export function normalizeUsername(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

export const normalizeEmail = normalizeUsername;

const USERNAME = /^[a-z0-9][a-z0-9._-]{1,63}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function usernameProblem(username: string): string | null {
  return USERNAME.test(username)
    ? null
    : 'The username must be 2 to 64 characters: letters, digits, dots, dashes or underscores.';
}

export function emailProblem(email: string): string | null {
  return EMAIL.test(email) && email.length <= 254 ? null : 'The e-mail address is not valid.';
}
