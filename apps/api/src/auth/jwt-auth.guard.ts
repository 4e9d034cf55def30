import {
  ExecutionContext,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { MESSAGES } from '@furnace/contracts';
import { AuthGuard } from '@nestjs/passport';
import type { Response } from 'express';
import { isDatabaseUnavailable } from '../database/database-failure';
import { checkRole } from './roles';

/**
 * Requires a valid bearer token of a live session; every failure is a 401 with a plain message,
 * except a database that cannot answer the look-up: that is a 503, so the admin stays signed in.
 * Then the role (roles.ts: writes need `editor`, `@RequireRole('admin')` routes an admin): 403.
 * An authenticated answer is never stored by a cache (`Cache-Control: no-store`, unless the
 * handler sets its own).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  handleRequest<TUser>(
    error: unknown,
    user: TUser,
    info: unknown,
    context: ExecutionContext,
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
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    checkRole(context, (user as { role?: string }).role ?? '');
    return user;
  }
}
