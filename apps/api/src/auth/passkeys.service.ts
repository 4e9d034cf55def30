import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ACCOUNTS, type Passkey } from '@furnace/contracts';
import { PasswordHasher } from '../users/password-hasher';
import type { User } from '../users/user-accounts';
import type { SignedInUser } from './jwt.strategy';
import { recordChange, type Actor } from '../audit/history';
import { isoColumn } from '../database/iso-column';

/** A sign-in this recent counts as having just proved who you are (adding a passkey). */
const RECENT_SIGN_IN_MINUTES = 5;
const SHOWN = `id, name, ${isoColumn('created_at')}, ${isoColumn('last_used_at')}`;

const CHALLENGE_MINUTES = 5;
const LOOPBACK = new Set(['127.0.0.1', '::1', '[::1]', 'localhost']);

/** Like the password's, it tells nothing more. */
const PASSKEY_FAILED = 'The passkey could not be used to sign in.';

/** The relying party is PUBLIC_URL's host; `localhost` for a loopback IP (browsers take no IP). */
@Injectable()
export class Passkeys {
  private readonly rpID: string;
  private readonly origins: string[];

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
  ) {
    const url = new URL(config.publicUrl);
    const loopback = LOOPBACK.has(url.hostname);
    this.rpID = loopback ? 'localhost' : url.hostname;
    this.origins = loopback
      ? [url.origin, `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`]
      : [url.origin];
  }

  /** Only with the password or a recent sign-in; else 403 (the page keeps its session). */
  async registrationOptions(
    user: SignedInUser,
    password?: string,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const proved = password
      ? await this.hasher.verify(user.passwordHash, password)
      : (
          await this.db.query(
            `SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2
                AND created_at > now() - make_interval(mins => $3)`,
            [user.sessionId, user.id, RECENT_SIGN_IN_MINUTES],
          )
        ).length > 0;
    if (!proved) throw new ForbiddenException(ACCOUNTS.passkeyNeedsPassword);
    const existing = (await this.db.query(
      'SELECT id, transports FROM passkeys WHERE user_id = $1',
      [user.id],
    )) as { id: string; transports: string[] }[];
    const options = await generateRegistrationOptions({
      rpName: 'Furnace museum staff',
      rpID: this.rpID,
      userName: user.memberId,
      userID: new TextEncoder().encode(`furnace-user-${user.id}`),
      excludeCredentials: existing,
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.keepChallenge(options.challenge, user.id, 'register');
    return options;
  }

  async register(user: User, response: unknown, name: string): Promise<Passkey> {
    const verified = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: (challenge) => this.useChallenge(challenge, 'register', user.id),
      expectedOrigin: this.origins,
      expectedRPID: this.rpID,
    }).catch((error: Error) => {
      throw new BadRequestException(`The passkey could not be registered: ${error.message}`);
    });
    if (!verified.verified) throw new BadRequestException('The passkey could not be registered.');
    const { credential } = verified.registrationInfo;
    return this.db.transaction(async (tx) => {
      // ON CONFLICT: the same authenticator's credential registered before (by anyone).
      const rows = (await tx.query(
        `INSERT INTO passkeys (id, user_id, public_key, counter, transports, name)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING ${SHOWN}`,
        [
          credential.id,
          user.id,
          Buffer.from(credential.publicKey),
          credential.counter,
          credential.transports ?? [],
          name,
        ],
      )) as Passkey[];
      const passkey = rows[0];
      if (!passkey) throw new ConflictException(ACCOUNTS.passkeyExists);
      await recordChange(tx, user, {
        entity: 'passkeys',
        entityId: passkey.id,
        action: 'register',
        after: passkey,
        summary: `${user.memberId} added the passkey "${passkey.name}"`,
      });
      return passkey;
    });
  }

  async remove(userId: number, id: string, actor: Actor): Promise<void> {
    // A credential id is base64url: anything else (a NUL byte PostgreSQL refuses) is no passkey.
    if (!/^[\w-]{1,1024}$/.test(id)) throw new NotFoundException(ACCOUNTS.passkeyNotFound);
    await this.db.transaction(async (tx) => {
      const [[removed]] = (await tx.query(
        `DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING ${SHOWN}`,
        [id, userId],
      )) as [Passkey[], number];
      if (!removed) throw new NotFoundException(ACCOUNTS.passkeyNotFound);
      const own = actor.id === userId;
      await recordChange(tx, actor, {
        entity: 'passkeys',
        entityId: removed.id,
        action: 'delete',
        before: removed,
        summary: own
          ? `${actor.memberId} removed their passkey "${removed.name}"`
          : `Removed the passkey "${removed.name}" of account ${userId}`,
      });
    });
  }

  list(userId: number): Promise<Passkey[]> {
    return this.db.query(
      `SELECT ${SHOWN} FROM passkeys WHERE user_id = $1 ORDER BY passkeys.created_at`,
      [userId],
    );
  }

  async authenticationOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      userVerification: 'required',
    });
    await this.keepChallenge(options.challenge, null, 'login');
    return options;
  }

  async authenticate(response: unknown): Promise<Actor> {
    const answer = response as AuthenticationResponseJSON;
    const id = typeof answer?.id === 'string' ? answer.id : '';
    const [stored] = (await this.db.query(
      `SELECT p.id, p.public_key AS "publicKey", p.counter::int AS counter, p.transports,
              u.id AS "userId", u.member_id AS "memberId", u.disabled
         FROM passkeys p JOIN users u ON u.id = p.user_id WHERE p.id = $1`,
      [id],
    )) as (WebAuthnCredential & { userId: number; memberId: string; disabled: boolean })[];
    if (!stored || stored.disabled) throw new UnauthorizedException(PASSKEY_FAILED);
    const verified = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: (challenge) => this.useChallenge(challenge, 'login', null),
      expectedOrigin: this.origins,
      expectedRPID: this.rpID,
      credential: { ...stored, publicKey: new Uint8Array(stored.publicKey) },
    }).catch(() => {
      throw new UnauthorizedException(PASSKEY_FAILED);
    });
    if (!verified.verified) throw new UnauthorizedException(PASSKEY_FAILED);
    await this.db.query('UPDATE passkeys SET counter = $2, last_used_at = now() WHERE id = $1', [
      stored.id,
      verified.authenticationInfo.newCounter,
    ]);
    return { id: stored.userId, memberId: stored.memberId };
  }

  private async keepChallenge(
    challenge: string,
    userId: number | null,
    purpose: 'register' | 'login',
  ): Promise<void> {
    await this.db.query(
      `WITH expired AS (DELETE FROM webauthn_challenges WHERE expires_at < now())
       INSERT INTO webauthn_challenges (challenge, user_id, purpose, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
      [challenge, userId, purpose, CHALLENGE_MINUTES],
    );
  }

  /** True once per unexpired challenge we issued for this purpose (and user). */
  private async useChallenge(
    challenge: string,
    purpose: 'register' | 'login',
    userId: number | null,
  ): Promise<boolean> {
    const result = (await this.db.query(
      `DELETE FROM webauthn_challenges
        WHERE challenge = $1 AND purpose = $2 AND user_id IS NOT DISTINCT FROM $3
          AND expires_at > now()`,
      [challenge, purpose, userId],
    )) as [unknown[], number];
    return result[1] === 1;
  }
}
