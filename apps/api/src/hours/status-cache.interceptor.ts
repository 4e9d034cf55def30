import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { statusCacheControl } from '../web/cache-policy';
import { CLOCK, type Clock } from '../clock/clock';
import { HoursStatusService } from './hours-status.service';
import { STATUS_PREVIEW_CACHE_CONTROL } from './hours-status.middleware';

/**
 * GET /hours/status through the controller: the same Cache-Control HoursStatusMiddleware sends,
 * kept until the status can next change; a preview (`?at=`) is not kept.
 */
@Injectable()
export class StatusCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly status: HoursStatusService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const preview = http.getRequest<Request>().query.at !== undefined;
    const now = this.clock.now();
    return next.handle().pipe(
      mergeMap(async (value: unknown) => {
        http
          .getResponse<Response>()
          .setHeader(
            'Cache-Control',
            preview
              ? STATUS_PREVIEW_CACHE_CONTROL
              : statusCacheControl(await this.status.lifetimeAt(now)),
          );
        return value;
      }),
    );
  }
}
