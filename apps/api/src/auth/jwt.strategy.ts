import {
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UserAccounts, type User } from '../users/user-accounts';

/** Pinned: a token signed differently (another alg, issuer or audience) is refused. */
export const JWT_SETTINGS = {
  algorithm: 'HS256',
  issuer: 'furnace-museum-api',
  audience: 'furnace-museum-staff',
} as const;

/** `sid`: ending the session refuses the token on its next use. */
export type TokenPayload = { sub: string; username: string; sid: string };

export interface SignedInUser extends User {
  sessionId: string;
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<{ user?: unknown }>().user,
);

/** Stricter than passport-jwt's extractor, which ignores what follows the token. */
function bearerToken(request: Request): string | null {
  const header = request.headers.authorization;
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Looks the user and session up on every request: a disabled account loses access at once. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly accounts: UserAccounts,
  ) {
    super({
      jwtFromRequest: bearerToken,
      secretOrKey: config.jwtSecret,
      algorithms: [JWT_SETTINGS.algorithm],
      issuer: JWT_SETTINGS.issuer,
      audience: JWT_SETTINGS.audience,
    });
  }

  async validate(payload: Partial<TokenPayload> & { exp?: unknown }): Promise<SignedInUser | null> {
    // jsonwebtoken checks exp only when present: a never-expiring token gets no user ("not valid").
    if (typeof payload.exp !== 'number') return null;
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
}
