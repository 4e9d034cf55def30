import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { normalizeUsername, type TokenResponse } from '@furnace/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PasswordHasher } from '../users/password-hasher';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { recordChange, type Actor } from '../audit/history';
import { revokeSessions, UserAccounts } from '../users/user-accounts';
import type { SignedInUser, TokenPayload } from './jwt.strategy';

@Injectable()
export class AuthService {
  /** This process's failed sign-ins (times) by username, from any address. */
  private readonly failures = new Map<string, number[]>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async signIn(username: string, password: string): Promise<TokenResponse> {
    const key = normalizeUsername(username);
    // Past the failure limit on the username, each attempt waits.
    const { loginThrottle, loginSlowdownMs } = this.config;
    if (this.recentFailures(key).length >= loginThrottle.limit && loginSlowdownMs)
      await this.sleep(loginSlowdownMs);
    const user = await this.accounts.findByUsername(username);
    // Unknown users (and invited ones without a password yet) cost one argon2 verification too.
    const valid = await this.hasher.verify(user?.passwordHash, password);
    if (!user?.passwordHash || !valid || user.disabled) {
      if (this.failures.size > 10_000)
        for (const other of [...this.failures.keys()])
          if (this.recentFailures(other).length === 0) this.failures.delete(other);
      this.failures.set(key, [...this.recentFailures(key), Date.now()]);
      // It must not tell which part was wrong.
      throw new UnauthorizedException('Invalid username or password.');
    }

    if (this.hasher.needsRehash(user.passwordHash)) {
      // The cost parameters went up since this hash was made: upgrade it while we know the password.
      await this.accounts.storeHash(user.id, await this.hasher.hash(password));
    }
    return this.issueToken(user);
  }

  /** The sign-in slowdown's wait (a test watches it rather than timing the request). */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  private recentFailures(key: string): number[] {
    const since = Date.now() - this.config.loginThrottle.ttlMs;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  async issueToken(user: Actor, how = ''): Promise<TokenResponse> {
    const expires = new Date(Date.now() + this.config.tokenLifetimeSeconds * 1000);
    const sid = await this.db.transaction(async (tx) => {
      const [{ id: sid }] = (await tx.query(
        'INSERT INTO sessions (user_id, expires_at) VALUES ($1, $2) RETURNING id',
        [user.id, expires],
      )) as { id: string }[];
      await recordChange(tx, user, {
        entity: 'sessions',
        action: 'sign-in',
        summary: `${user.memberId} signed in${how}`,
      });
      return sid;
    });
    const payload: TokenPayload = { sub: String(user.id), username: user.memberId, sid };
    return { access_token: await this.jwt.signAsync(payload), token_type: 'bearer' };
  }

  async signOut(user: SignedInUser, everywhere: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (everywhere) await revokeSessions(tx, user.id);
      else await tx.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [user.sessionId]);
      await recordChange(tx, user, {
        entity: 'sessions',
        action: everywhere ? 'logout-everywhere' : 'logout',
        summary: `${user.memberId} signed out${everywhere ? ' on every device' : ''}`,
      });
    });
  }
}
