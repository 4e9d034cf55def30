import {
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import type { StaffRole } from '@furnace/contracts';
import { isDatabaseUnavailable } from '../database/database-failure';
import { forbiddenText, holdsRole, PUBLIC_ACCESS, PublicOptions, REQUIRED_ROLES } from './access';

/** The one guard: 503, not 401, when the database cannot answer, so the admin stays signed in. */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const open = this.declared<PublicOptions>(PUBLIC_ACCESS, context);
    const request = context.switchToHttp().getRequest<Request>();
    if (open && !open.tokenWhen?.(request)) return true;
    return super.canActivate(context);
  }

  override handleRequest<TUser>(
    error: unknown,
    user: TUser,
    info: unknown,
    context: ExecutionContext,
  ): TUser {
    // AllExceptionsFilter answers a database that cannot answer with its 503.
    if (error instanceof UnauthorizedException || isDatabaseUnavailable(error)) throw error;
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
    const needed = this.declared<StaffRole[]>(REQUIRED_ROLES, context);
    if (needed && !holdsRole((user as { role?: string }).role ?? '', needed))
      throw new ForbiddenException(forbiddenText(needed));
    return user;
  }

  private declared<T>(key: string, context: ExecutionContext): T | undefined {
    return this.reflector.getAllAndOverride<T | undefined>(key, [
      context.getHandler(),
      context.getClass(),
    ]);
  }
}
