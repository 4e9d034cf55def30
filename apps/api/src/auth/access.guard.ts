import {
  ForbiddenException,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { Request, Response } from 'express';
import { MESSAGES, type StaffRole } from '@furnace/contracts';
import { isDatabaseUnavailable } from '../database/database-failure';
import type { User } from '../users/user';
import { UserAccounts } from '../users/user-accounts';
import {
  forbiddenText,
  holdsRole,
  PUBLIC_ACCESS,
  REQUIRED_ROLES,
  type PublicOptions,
} from './access';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, type TokenPayload } from './jwt-settings';

/** request.user: the account and the session its token belongs to. */
export interface SignedInUser extends User {
  sessionId: string;
}

const INVALID_TOKEN = 'The access token is not valid. Please sign in again.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `Authorization: Bearer <token>` with nothing after the token. */
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i;

/**
 * The API's one guard (APP_GUARD): a route without `@Public()` needs a bearer token (HS256, exp,
 * iss and aud checked) of a live session of an enabled account, looked up on every request so an
 * ended session or a disabled account loses access at once (401; 503 when the database cannot
 * answer, so the admin stays signed in), then one of its `@Roles` (403). An authenticated answer
 * is `Cache-Control: no-store` unless the handler sets its own.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly accounts: UserAccounts,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const open = this.declared<PublicOptions>(PUBLIC_ACCESS, context);
    const request = context.switchToHttp().getRequest<Request & { user?: SignedInUser }>();
    if (open && !open.tokenWhen?.(request)) return true;
    const user = await this.signedIn(request).catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      throw new ServiceUnavailableException(MESSAGES.databaseUnavailable, { cause: error });
    });
    request.user = user;
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    const needed = this.declared<StaffRole[]>(REQUIRED_ROLES, context);
    if (needed && !holdsRole(user.role, needed))
      throw new ForbiddenException(forbiddenText(needed));
    return true;
  }

  private async signedIn(request: Request): Promise<SignedInUser> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token)
      throw new UnauthorizedException('Sign-in required: send an Authorization: Bearer token.');
    const payload = await this.jwt
      .verifyAsync<Partial<TokenPayload> & { exp?: unknown }>(token, {
        algorithms: [JWT_ALGORITHM],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
      })
      .catch((error: Error) => {
        throw new UnauthorizedException(
          error.name === 'TokenExpiredError'
            ? 'Your session has expired. Please sign in again.'
            : INVALID_TOKEN,
        );
      });
    // jsonwebtoken checks exp only when present; a token without one would never expire.
    if (typeof payload.exp !== 'number') throw new UnauthorizedException(INVALID_TOKEN);
    const id = Number(payload.sub);
    const sid = typeof payload.sid === 'string' && UUID.test(payload.sid) ? payload.sid : null;
    const user =
      Number.isSafeInteger(id) && sid ? await this.accounts.findBySession(id, sid) : null;
    if (!user || user.disabled)
      throw new UnauthorizedException(
        'This session has ended or the account is no longer active. Please sign in again.',
      );
    return { ...user, sessionId: sid as string };
  }

  private declared<T>(key: string, context: ExecutionContext): T | undefined {
    return this.reflector.getAllAndOverride<T | undefined>(key, [
      context.getHandler(),
      context.getClass(),
    ]);
  }
}
