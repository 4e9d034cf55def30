import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import {
  ACCEPT_INVITE_PATH,
  ACCOUNTS,
  INVITE_VALID_HOURS,
  type InvitedStaffUser,
  type StaffRole,
  type StaffUser,
} from '@furnace/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Undo, inTransaction, recordChange, type Actor, type Change } from '../audit/history';
import { PasswordHasher } from './password-hasher';
import { AccountError, revokeSessions, UserAccounts, type User } from './user-accounts';
import type { SignedInUser } from '../auth/jwt.strategy';

/** Well inside the request deadline: a slow mail server must not turn a made link into a 503. */
const MAIL_WAIT_MS = 4000;

const MAILS = {
  invite: {
    subject: 'Your staff account at the furnace museum',
    opening: (username: string) =>
      `An account "${username}" was created for you on the museum's website.`,
  },
  reset: {
    subject: 'Reset your password at the furnace museum',
    opening: (username: string) => `A new password was requested for your account "${username}".`,
  },
};

function staffUser(user: User): StaffUser {
  return {
    id: user.id,
    username: user.memberId,
    email: user.email,
    role: user.role,
    disabled: user.disabled,
    has_password: user.passwordHash !== null,
    created_at: new Date(user.createdAt).toISOString(),
  };
}

/** Staff accounts as the admin manages them (docs/api.md "Accounts, roles, audit"). */
@Injectable()
export class StaffService {
  private readonly logger = new Logger('Accounts');
  private transport: Transporter | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
    @InjectDataSource() private readonly db: DataSource,
    undo: Undo,
  ) {
    // A change of role or of enabled/disabled is undone by putting back the ones that changed.
    undo.set('users', async (entry, tx, actor) => {
      const [before, after] = [entry.before, entry.after] as StaffUser[];
      const changes = {
        role: before.role !== after.role ? before.role : undefined,
        disabled: before.disabled !== after.disabled ? before.disabled : undefined,
      };
      await this.update(actor, Number(entry.entity_id), changes, tx);
    });
  }

  /** Only its token's hash is stored; the account's earlier links stop working. */
  async newLink(
    userId: number,
    purpose: 'invite' | 'reset' | 'setup',
    tx?: EntityManager,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await (tx ?? this.db).query(
      `WITH earlier AS (UPDATE account_links SET used_at = now() WHERE user_id = $2 AND used_at IS NULL)
       INSERT INTO account_links (token_hash, user_id, purpose, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
      [sha256(token), userId, purpose, INVITE_VALID_HOURS],
    );
    return `${this.config.publicUrl.replace(/\/$/, '')}${ACCEPT_INVITE_PATH}?token=${token}`;
  }

  async list(): Promise<StaffUser[]> {
    return (await this.accounts.list()).map(staffUser);
  }

  async invite(
    input: { username: string; email: string; role: StaffRole },
    actor: Actor,
  ): Promise<InvitedStaffUser> {
    const { user, url } = await this.db
      .transaction(async (tx) => {
        const user = await this.accounts.create(input, tx);
        const url = await this.newLink(user.id, 'invite', tx);
        await recordChange(tx, actor, {
          ...account(user, 'invite', `Invited ${user.memberId} <${user.email}> as ${user.role}`),
          after: staffUser(user),
        });
        return { user, url };
      })
      .catch(refusal);
    await this.mail('invite', user, url);
    const { id, username, email, role } = staffUser(user);
    return { id, username, email, role, invite_url: url };
  }

  /** A new one-time link for the account; its password, sessions and passkeys end. */
  async reset(id: number, actor: Actor): Promise<{ reset_url: string }> {
    const { user, url } = await this.db.transaction(async (tx) => {
      const user = await this.accounts.findById(id, tx);
      if (!user) throw new NotFoundException(ACCOUNTS.userNotFound);
      await this.accounts.storeHash(id, null, tx);
      await lockOut(id, tx);
      const url = await this.newLink(user.id, 'reset', tx);
      const summary = `Reset the password of ${user.memberId} (a new one-time link; signed out everywhere; passkeys removed)`;
      await recordChange(tx, actor, account(user, 'reset', summary));
      return { user, url };
    });
    await this.mail('reset', user, url);
    return { reset_url: url };
  }

  async update(
    actor: User,
    id: number,
    changes: { role?: StaffRole; disabled?: boolean },
    tx?: EntityManager,
  ): Promise<StaffUser> {
    if (
      actor.id === id &&
      ((changes.role !== undefined && changes.role !== actor.role) || changes.disabled === true)
    )
      throw new ForbiddenException(ACCOUNTS.cannotChangeOwnAccount);
    return inTransaction(this.db, tx, async (tx) => {
      const previous = await this.accounts.findById(id, tx);
      if (!previous) throw new NotFoundException(ACCOUNTS.userNotFound);
      // The enabled admins' rows are locked first: of two admins demoting or disabling each other
      // at once, the second is refused (409) when no enabled admin would be left.
      await tx.query(`SELECT id FROM users WHERE role = 'admin' AND NOT disabled FOR UPDATE`);
      await tx.query(
        `UPDATE users SET role = COALESCE($2, role), disabled = COALESCE($3, disabled),
                updated_at = now() WHERE id = $1`,
        [id, changes.role ?? null, changes.disabled ?? null],
      );
      const [{ admins }] = (await tx.query(
        `SELECT count(*)::int AS admins FROM users WHERE role = 'admin' AND NOT disabled`,
      )) as { admins: number }[];
      if (admins === 0) throw new ConflictException(ACCOUNTS.lastAdmin);
      if (changes.disabled) await lockOut(id, tx);
      const user = (await this.accounts.findById(id, tx)) as User;
      const [before, after] = [staffUser(previous), staffUser(user)];
      await recordChange(tx, actor, {
        ...account(user, 'update', `Changed ${user.memberId}: ${describeChange(before, after)}`),
        before,
        after,
        undoable: true,
      });
      return after;
    });
  }

  async changeOwnPassword(actor: SignedInUser, current: string, next: string): Promise<void> {
    if (!(await this.hasher.verify(actor.passwordHash, current)))
      throw new BadRequestException(ACCOUNTS.currentPasswordWrong);
    await this.db.transaction(async (tx) => {
      await this.accounts.changePassword(actor.id, next, actor.sessionId, tx);
      const summary = `${actor.memberId} changed their password (other devices signed out)`;
      await recordChange(tx, actor, account(actor, 'password', summary));
    });
  }

  /** `password` passed AcceptInviteDto's rules, so a refused one never reached the link. */
  async useLink(token: string, password: string): Promise<User> {
    // Hashed before the link's row is locked: argon2 takes a while and holds no database connection.
    const hash = await this.hasher.hash(password);
    return this.db.transaction(async (tx) => {
      const [[link]] = (await tx.query(
        `UPDATE account_links l SET used_at = now()
           FROM users u
          WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > now()
            AND u.id = l.user_id AND NOT u.disabled
          RETURNING l.user_id AS "userId"`,
        [sha256(token)],
      )) as [{ userId: number }[], number];
      if (!link) throw new NotFoundException(ACCOUNTS.linkInvalid);
      await this.accounts.storeHash(link.userId, hash, tx);
      await revokeSessions(tx, link.userId);
      const user = (await this.accounts.findById(link.userId, tx)) as User;
      const summary = `${user.memberId} set their password with a one-time link`;
      await recordChange(tx, user, account(user, 'accept-invite', summary));
      return user;
    });
  }

  /** Whether mail is set up; not awaited: its answer and time tell nothing of the account. */
  forgotPassword(usernameOrEmail: string): boolean {
    if (!this.config.smtpUrl) return false;
    void (async () => {
      const user = await this.accounts.findByUsernameOrEmail(usernameOrEmail);
      if (!user || user.disabled) return;
      const url = await this.db.transaction(async (tx) => {
        const summary = `${user.memberId} asked for a password reset link by mail`;
        await recordChange(tx, user, account(user, 'forgot-password', summary));
        return this.newLink(user.id, 'reset', tx);
      });
      await this.mail('reset', user, url);
    })().catch((error: unknown) =>
      this.logger.warn(`A forgotten-password link could not be sent: ${(error as Error).message}`),
    );
    return true;
  }

  /** When SMTP_URL is set. The admin sees the link anyway: a failed mail never undoes it. */
  private async mail(kind: 'invite' | 'reset', user: User, link: string): Promise<void> {
    if (!this.config.smtpUrl) return;
    this.transport ??= createTransport(this.config.smtpUrl);
    const { subject, opening } = MAILS[kind];
    const text = `${opening(user.memberId)}\n\nChoose your password here (the link works once, for ${INVITE_VALID_HOURS} hours):\n${link}\n`;
    try {
      // An address object, not a string: nodemailer parses a string as a header, where
      // `name<other@host>` would send to `other@host`.
      const sent = this.transport.sendMail({
        from: this.config.mailFrom,
        to: { name: '', address: user.email },
        subject,
        text,
      });
      const timeout = delay(MAIL_WAIT_MS, false, { ref: false });
      if (!(await Promise.race([sent.then(() => true), timeout])))
        throw new Error('the mail server did not answer in time');
    } catch (error) {
      new Logger('InviteMailer').warn(
        `Could not send the ${kind} mail to ${user.email}: ${(error as Error).message}`,
      );
    }
  }
}

function describeChange(before: StaffUser, after: StaffUser): string {
  const parts: string[] = [];
  if (before.role !== after.role) parts.push(`role ${before.role} -> ${after.role}`);
  if (before.disabled !== after.disabled) parts.push(after.disabled ? 'disabled' : 'enabled');
  return parts.join(', ') || 'no change';
}

const sha256 = (token: string) => createHash('sha256').update(token).digest();

/** Ends every session and removes the passkeys: one planted by a thief must not outlive a reset. */
async function lockOut(id: number, tx: EntityManager): Promise<void> {
  await revokeSessions(tx, id);
  await tx.query('DELETE FROM passkeys WHERE user_id = $1', [id]);
}

function account(user: User, action: string, summary: string): Change {
  return { entity: 'users', entityId: user.id, action, summary };
}

function refusal(error: unknown): never {
  if (!(error instanceof AccountError)) throw error;
  if (/already exists/.test(error.message)) throw new ConflictException(ACCOUNTS.userExists);
  throw new BadRequestException(error.message);
}
