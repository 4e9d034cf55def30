import { BadRequestException, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';

/**
 * GET /events is public, `?scope=past` too; `?scope=all` (every event as one row, drafts and past
 * ones too, for the admin) needs a valid token. The public listing stays free of auth work.
 */
@Injectable()
export class ScopeAllGuard extends JwtAuthGuard {
  override canActivate(context: ExecutionContext) {
    const scope = context.switchToHttp().getRequest<Request>().query.scope;
    if (scope === undefined || scope === 'upcoming' || scope === 'past') return true;
    if (scope !== 'all')
      throw new BadRequestException("scope must be 'upcoming', 'past' or 'all' (signed-in only).");
    return super.canActivate(context);
  }
}
