import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import {
  ACCEPT_INVITE_PATH,
  ACCOUNTS,
  type InvitedStaffUser,
  type StaffRole,
  type StaffUser,
} from '@furnace/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { noteAudit } from '../audit/audit-context';
import { InviteMailer } from './invite-mailer';
import { PasswordHasher } from './password-hasher';
import { AccountError, LastAdminError, UserAccounts, type LinkPurpose } from './user-accounts';
import type { User } from './user';

export function staffUser(user: User): StaffUser {
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

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly mailer: InviteMailer,
  ) {}

  /** `{PUBLIC_URL}/accept-invite?token=...`: the page that sets the password. */
  linkUrl(token: string): string {
    return `${this.config.publicUrl.replace(/\/$/, '')}${ACCEPT_INVITE_PATH}?token=${token}`;
  }

  async list(): Promise<StaffUser[]> {
    return (await this.accounts.list()).map(staffUser);
  }

  async invite(input: {
    username: string;
    email: string;
    role: StaffRole;
  }): Promise<InvitedStaffUser> {
    let user: User;
    try {
      user = await this.accounts.create(input);
    } catch (error) {
      if (error instanceof AccountError && /already exists/.test(error.message))
        throw new ConflictException(ACCOUNTS.userExists);
      if (error instanceof AccountError) throw new BadRequestException(error.message);
      throw error;
    }
    const url = await this.newLink(user, 'invite');
    noteAudit({
      entity: 'users',
      entityId: user.id,
      action: 'invite',
      after: staffUser(user),
      summary: `Invited ${user.memberId} <${user.email}> as ${user.role}`,
    });
    return {
      id: user.id,
      username: user.memberId,
      email: user.email,
      role: user.role,
      invite_url: url,
    };
  }

  /**
   * A new one-time link for the account (earlier ones stop working); the old password stops
   * working and every session ends.
   */
  async reset(id: number): Promise<{ reset_url: string }> {
    const user = await this.accounts.findById(id);
    if (!user) throw new NotFoundException(ACCOUNTS.userNotFound);
    await this.accounts.clearPassword(id);
    noteAudit({
      entity: 'users',
      entityId: id,
      action: 'reset',
      summary: `Reset the password of ${user.memberId} (a new one-time link; signed out everywhere; passkeys removed)`,
    });
    return { reset_url: await this.newLink(user, 'reset') };
  }

  async update(
    actor: User,
    id: number,
    changes: { role?: StaffRole; disabled?: boolean },
  ): Promise<StaffUser> {
    if (
      actor.id === id &&
      ((changes.role !== undefined && changes.role !== actor.role) || changes.disabled === true)
    )
      throw new ForbiddenException(ACCOUNTS.cannotChangeOwnAccount);
    const previous = await this.accounts.findById(id);
    const user =
      previous &&
      (await this.accounts.update(id, changes).catch((error: unknown) => {
        if (error instanceof LastAdminError) throw new ConflictException(ACCOUNTS.lastAdmin);
        throw error;
      }));
    if (!previous || !user) throw new NotFoundException(ACCOUNTS.userNotFound);
    const [before, after] = [staffUser(previous), staffUser(user)];
    noteAudit({
      entity: 'users',
      entityId: id,
      before,
      after,
      summary: `Changed ${user.memberId}: ${describeChange(before, after)}`,
      undo: {
        method: 'PATCH',
        path: `/users/${id}`,
        body: {
          ...(before.role !== after.role ? { role: before.role } : {}),
          ...(before.disabled !== after.disabled ? { disabled: before.disabled } : {}),
        },
      },
    });
    return after;
  }

  async changeOwnPassword(
    actor: User & { sessionId: string },
    current: string,
    next: string,
  ): Promise<void> {
    const valid =
      actor.passwordHash !== null && (await this.hasher.verify(actor.passwordHash, current));
    if (!valid) throw new BadRequestException(ACCOUNTS.currentPasswordWrong);
    await this.accounts.changePassword(actor.id, next, actor.sessionId);
    noteAudit({
      entity: 'users',
      entityId: actor.id,
      action: 'password',
      summary: `${actor.memberId} changed their password (other devices signed out)`,
    });
  }

  /** Whether this site can send mail (SMTP_URL is set). */
  get canMail(): boolean {
    return Boolean(this.config.smtpUrl);
  }

  /**
   * "Forgot password?": when an enabled account has this username or e-mail address and the site
   * can send mail, a one-time reset link goes to the account's address (its password keeps
   * working until the link is used). The caller answers the same whatever happened, and does not
   * wait for the mail, so neither the answer nor its time tells whether the account exists.
   */
  forgotPassword(usernameOrEmail: string): void {
    if (!this.config.smtpUrl) return;
    void (async () => {
      const user = await this.accounts.findByUsernameOrEmail(usernameOrEmail);
      if (!user || user.disabled) return;
      const url = this.linkUrl(await this.accounts.createLink(user.id, 'reset'));
      await this.mailer.send('reset', user.email, user.memberId, url);
    })().catch((error: unknown) =>
      this.logger.warn(`A forgotten-password link could not be sent: ${(error as Error).message}`),
    );
  }

  private async newLink(user: User, purpose: LinkPurpose): Promise<string> {
    const url = this.linkUrl(await this.accounts.createLink(user.id, purpose));
    if (purpose !== 'setup') await this.mailer.send(purpose, user.email, user.memberId, url);
    return url;
  }
}

function describeChange(before: StaffUser, after: StaffUser): string {
  const parts: string[] = [];
  if (before.role !== after.role) parts.push(`role ${before.role} -> ${after.role}`);
  if (before.disabled !== after.disabled) parts.push(after.disabled ? 'disabled' : 'enabled');
  return parts.join(', ') || 'no change';
}
