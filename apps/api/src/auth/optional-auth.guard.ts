import { ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { JwtAuthGuard } from './jwt-auth.guard';

/**
 * A public read that shows staff more (an event's draft, its image and PDF): without an
 * Authorization header the request goes on as the public's (no `user`); with one, the token must
 * be valid (401 otherwise, as JwtAuthGuard), and the answer is `no-store`.
 */
@Injectable()
export class OptionalAuthGuard extends JwtAuthGuard {
  override canActivate(context: ExecutionContext) {
    if (context.switchToHttp().getRequest<Request>().headers.authorization === undefined)
      return true;
    return super.canActivate(context);
  }
}
