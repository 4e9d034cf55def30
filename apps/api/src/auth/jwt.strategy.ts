import {
  Inject,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { MESSAGES } from '@furnace/contracts';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { isDatabaseUnavailable } from '../database/database-failure';
import { UserAccounts } from '../users/user-accounts';
import type { User } from '../users/user';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, type TokenPayload } from './jwt-settings';

/**
 * Checks the bearer token (HS256 only, exp, iss, aud) and then looks the user up on every request:
 * a disabled or deleted account loses access at once, not when its token expires. When the
 * database cannot answer that look-up, the answer is 503 (try again), never 401: a 401 signs the
 * admin out and loses what they were typing (docs/api.md, "When the database is down").
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly accounts: UserAccounts,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(payload: TokenPayload & { exp?: unknown }): Promise<User> {
    // jsonwebtoken checks exp only when present; a token without one would never expire.
    if (typeof payload.exp !== 'number')
      throw new UnauthorizedException('The access token is not valid. Please sign in again.');
    const id = Number(payload.sub);
    const user = Number.isSafeInteger(id) ? await this.lookUp(id) : null;
    if (!user || user.disabled)
      throw new UnauthorizedException('This account is no longer active.');
    return user;
  }

  private async lookUp(id: number): Promise<User | null> {
    try {
      return await this.accounts.findById(id);
    } catch (error) {
      if (isDatabaseUnavailable(error))
        throw new ServiceUnavailableException(MESSAGES.databaseUnavailable, { cause: error });
      throw error;
    }
  }
}
