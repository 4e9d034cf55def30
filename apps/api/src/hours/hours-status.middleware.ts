import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { HoursStatusService } from './hours-status.service';

/** The one Cache-Control of GET /hours/status, from the middleware and the controller alike. */
export const STATUS_CACHE_CONTROL = 'no-store';

/**
 * GET /api/v1/hours/status without a query is requested on every page view. Routing it through a
 * controller (guards, interceptors, pipes, the route's promise chain) costs several times the work
 * of the answer itself, so this middleware, installed by HoursModule.configure() for that one
 * route, answers it from the same service and sends it exactly as the controller does
 * (`res.json`, so the same Content-Type, ETag and 304 handling; the same Cache-Control; the global
 * middleware such as helmet has already run). Anything else (`?at=`, HEAD, an error such as the
 * database being down with nothing cached) goes on to HoursController.getStatus unchanged.
 * test/hours-status-middleware.spec.ts proves both answer alike.
 */
@Injectable()
export class HoursStatusMiddleware implements NestMiddleware {
  constructor(private readonly status: HoursStatusService) {}

  use(req: Request, res: Response, next: NextFunction): void {
    if (req.method !== 'GET' || req.originalUrl.includes('?')) return next();
    this.status.statusAt(new Date()).then(
      (answer) => {
        res.setHeader('Cache-Control', STATUS_CACHE_CONTROL);
        res.json(answer);
      },
      () => next(),
    );
  }
}
