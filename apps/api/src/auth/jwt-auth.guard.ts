import {
  ExecutionContext,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { MESSAGES } from '@furnace/contracts';
import { AuthGuard } from '@nestjs/passport';
import { isDatabaseUnavailable } from '../database/database-failure';

/**
 * Requires a valid bearer token; every failure is a 401 with a plain message, except a database
 * that cannot answer the user look-up: that is a 503, so the admin stays signed in.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  handleRequest<TUser>(
    error: unknown,
    user: TUser,
    info: unknown,
    _context: ExecutionContext,
  ): TUser {
    if (error instanceof UnauthorizedException || error instanceof ServiceUnavailableException)
      throw error;
    if (isDatabaseUnavailable(error))
      throw new ServiceUnavailableException(MESSAGES.databaseUnavailable, { cause: error });
    if (error || !user) {
      const reason = info instanceof Error ? info.name : '';
      const message =
        reason === 'TokenExpiredError'
          ? 'Your session has expired. Please sign in again.'
          : info instanceof Error && /No auth token/i.test(info.message)
            ? 'Sign-in required: send an Authorization: Bearer token.'
            : 'The access token is not valid. Please sign in again.';
      throw new UnauthorizedException(message);
    }
    return user;
  }
}
