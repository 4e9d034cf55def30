import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  emailProblem,
  normalizeEmail,
  normalizeUsername,
  usernameProblem,
  type StaffRole,
} from '@furnace/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { PasswordHasher, passwordProblem } from './password-hasher';

export interface User {
  id: number;
  /** The username (lower-case). */
  memberId: string;
  email: string;
  /** argon2id; null until a one-time link sets it. */
  passwordHash: string | null;
  disabled: boolean;
  role: StaffRole;
  createdAt: Date;
}

export class AccountError extends Error {}

const USER_COLUMNS = `u.id, u.member_id AS "memberId", u.email, u.password_hash AS "passwordHash",
  u.disabled, u.role, u.created_at AS "createdAt"`;

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** The `users` table for the API and the CLI (which calls `new`); why: ADR 25. */
@Injectable()
export class UserAccounts {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
  ) {}

  findByUsername(username: string): Promise<User | null> {
    return this.findOne('u.member_id = $1', [normalizeUsername(username)]);
  }

  findByUsernameOrEmail(value: string): Promise<User | null> {
    return this.findOne('u.member_id = $1 OR u.email = $1', [normalizeUsername(value)]);
  }

  findById(id: number, tx?: Queryable): Promise<User | null> {
    return this.findOne('u.id = $1', [id], tx);
  }

  /** The account of a live session. */
  findBySession(userId: number, sessionId: string): Promise<User | null> {
    const live = `SELECT FROM sessions s WHERE s.id = $2 AND s.user_id = u.id
                   AND s.revoked_at IS NULL AND s.expires_at > now()`;
    return this.findOne(`u.id = $1 AND EXISTS (${live})`, [userId, sessionId]);
  }

  list(): Promise<User[]> {
    return this.db.query(`SELECT ${USER_COLUMNS} FROM users u ORDER BY u.member_id`);
  }

  private async findOne(where: string, params: unknown[], db: Queryable = this.db) {
    const rows = (await db.query(
      `SELECT ${USER_COLUMNS} FROM users u WHERE ${where}`,
      params,
    )) as User[];
    return rows[0] ?? null;
  }

  async create(
    input: { username: string; email: string; password?: string; role?: StaffRole },
    tx: Queryable = this.db,
  ): Promise<User> {
    const memberId = normalizeUsername(input.username);
    const email = normalizeEmail(input.email);
    const problem =
      usernameProblem(memberId) ??
      emailProblem(email) ??
      (input.password === undefined ? null : passwordProblem(input.password));
    if (problem) throw new AccountError(problem);
    const passwordHash =
      input.password === undefined ? null : await this.hasher.hash(input.password);
    // ON CONFLICT DO NOTHING: two processes creating the same account at once must not crash.
    const [user] = (await tx.query(
      `INSERT INTO users AS u (member_id, email, password_hash, role) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING ${USER_COLUMNS}`,
      [memberId, email, passwordHash, input.role ?? 'admin'],
    )) as User[];
    if (!user)
      throw new AccountError(
        `A user with the username "${memberId}" or e-mail "${email}" already exists.`,
      );
    return user;
  }

  /** The account's other sessions end in the same statement (every one, without `keepSession`). */
  async changePassword(
    id: number,
    password: string,
    keepSession?: string,
    db: Queryable = this.db,
  ) {
    await db.query(
      `WITH ended AS (${REVOKE_SESSIONS})
       UPDATE users SET password_hash = $3, updated_at = now() WHERE id = $1`,
      [id, keepSession ?? null, await this.hasher.hash(password)],
    );
  }

  async storeHash(id: number, hash: string | null, db: Queryable = this.db): Promise<void> {
    await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
      id,
      hash,
    ]);
  }
}

const REVOKE_SESSIONS = `UPDATE sessions SET revoked_at = now()
  WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)`;

export async function revokeSessions(db: Queryable, userId: number, keep?: string): Promise<void> {
  await db.query(REVOKE_SESSIONS, [userId, keep ?? null]);
}

/** 24 URL-safe characters (144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
