import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { PasswordHasher, passwordProblem } from './password-hasher';
import { emailProblem, normalizeEmail, normalizeUsername, usernameProblem } from './normalize';
import type { User } from './user';

/** A refusal the CLI shows as is (bad input, duplicate user, unknown user). */
export class AccountError extends Error {}

/**
 * Account operations shared by the Nest services, the CLI and the first-run setup. Plain class on
 * a DataSource so the CLI does not need to boot the whole application.
 */
export class UserAccounts {
  constructor(
    private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
  ) {}

  async count(): Promise<number> {
    const [row] = (await this.db.query('SELECT count(*)::int AS n FROM users')) as { n: number }[];
    return row.n;
  }

  findByUsername(username: string): Promise<User | null> {
    return this.findOne('member_id = $1', normalizeUsername(username));
  }

  findById(id: number): Promise<User | null> {
    return this.findOne('id = $1', id);
  }

  private async findOne(where: string, value: unknown): Promise<User | null> {
    const rows = (await this.db.query(
      `SELECT id, member_id AS "memberId", email, password_hash AS "passwordHash", disabled
         FROM users WHERE ${where}`,
      [value],
    )) as User[];
    return rows[0] ?? null;
  }

  async create(input: { username: string; email: string; password: string }): Promise<User> {
    const memberId = normalizeUsername(input.username);
    const email = normalizeEmail(input.email);
    const problem =
      usernameProblem(memberId) ?? emailProblem(email) ?? passwordProblem(input.password);
    if (problem) throw new AccountError(problem);
    const passwordHash = await this.hasher.hash(input.password);
    // ON CONFLICT DO NOTHING: two processes creating the same account at once must not crash.
    const rows = (await this.db.query(
      `INSERT INTO users (member_id, email, password_hash) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING id`,
      [memberId, email, passwordHash],
    )) as { id: number }[];
    if (rows.length === 0)
      throw new AccountError(
        `A user with the username "${memberId}" or e-mail "${email}" already exists.`,
      );
    return (await this.findById(rows[0].id)) as User;
  }

  async setPassword(username: string, password: string): Promise<void> {
    const problem = passwordProblem(password);
    if (problem) throw new AccountError(problem);
    const user = await this.findByUsername(username);
    if (!user) throw new AccountError(`No user named "${normalizeUsername(username)}".`);
    await this.replaceHash(user.id, await this.hasher.hash(password));
  }

  async replaceHash(id: number, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
      id,
      passwordHash,
    ]);
  }
}

/** A random password that is easy to copy: 24 URL-safe characters (144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
