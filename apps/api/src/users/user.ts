import type { StaffRole } from '@furnace/contracts';

/** A staff account as the API uses it (a row of `users`; the schema is in the migrations). */
export interface User {
  id: number;
  /** The username staff sign in with (lower-case). */
  memberId: string;
  email: string;
  /** argon2id PHC string; never leaves the server. Null until an invitation is accepted. */
  passwordHash: string | null;
  /** A disabled account cannot sign in, and its existing tokens stop working at once. */
  disabled: boolean;
  role: StaffRole;
  createdAt: Date;
}
