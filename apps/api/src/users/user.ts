/** A staff account as the API uses it (a row of `users`; the schema is in the migrations). */
export interface User {
  id: number;
  /** The username staff sign in with (lower-case). */
  memberId: string;
  email: string;
  /** argon2id PHC string; never leaves the server. */
  passwordHash: string;
  /** A disabled account cannot sign in, and its existing tokens stop working at once. */
  disabled: boolean;
}
