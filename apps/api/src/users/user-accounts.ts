import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { PasswordHasher, passwordProblem } from './password-hasher';
import { emailProblem, normalizeEmail, normalizeUsername, usernameProblem } from './normalize';
import { UserEntity } from './user.entity';

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

  private get users() {
    return this.db.getRepository(UserEntity);
  }

  count(): Promise<number> {
    return this.users.count();
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ memberId: normalizeUsername(username) });
  }

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  async create(input: { username: string; email: string; password: string }): Promise<UserEntity> {
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
    return (await this.findById(rows[0].id)) as UserEntity;
  }

  async setPassword(username: string, password: string): Promise<void> {
    const problem = passwordProblem(password);
    if (problem) throw new AccountError(problem);
    const user = await this.findByUsername(username);
    if (!user) throw new AccountError(`No user named "${normalizeUsername(username)}".`);
    await this.users.update({ id: user.id }, { passwordHash: await this.hasher.hash(password) });
  }

  async replaceHash(id: number, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }
}

/** A random password that is easy to copy: 24 URL-safe characters (144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
