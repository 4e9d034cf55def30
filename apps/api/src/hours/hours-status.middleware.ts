import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { HoursStatus } from '@furnace/contracts';
import { HELMET_OPTIONS } from '../common/helmet-options';
import { statusCacheControl } from '../web/cache-policy';
import { API_CONTENT_SECURITY_POLICY } from '../web/content-security-policy';
import { CLOCK, type Clock } from '../clock/clock';
import { HoursStatusService } from './hours-status.service';

/**
 * GET /hours/status?at=… (a preview) is not kept; the plain status is kept until it can next
 * change (web/cache-policy.ts statusCacheControl), from the middleware and the controller alike.
 */
export const STATUS_PREVIEW_CACHE_CONTROL = 'no-store';

interface SentStatus {
  body: string;
  etag: string;
}

/**
 * The hot path of GET /api/v1/hours/status (no query), which every page view requests.
 *
 * Through the whole pipeline (helmet, compression, the web layer's middleware, Nest's router,
 * guards, interceptors) this one answer costs several times its own work: `npm run bench -- api`
 * measured 0.29x a bare node:http server there, against 0.5x asked of it. So HoursModule installs
 * this middleware first in Express (HoursModule.installStatusHotPath, called by create-app before
 * anything else), and it sends exactly what the full pipeline sends: the same body from the same
 * service, helmet's headers (captured once from helmet itself), the API's Content-Security-Policy,
 * `Vary` where compression adds it, Express's own ETag and 304. Anything else (`?at=`, HEAD, a
 * deeper path, an error such as the database being down with nothing cached) goes on, unchanged,
 * through the pipeline to HoursController.getStatus. test/hours-status-middleware.spec.ts proves
 * both answer alike, headers included, on the server as main.ts assembles it.
 */
@Injectable()
export class HoursStatusMiddleware implements NestMiddleware {
  private readonly headers: OutgoingHttpHeaders = {
    ...helmetHeaders(),
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
  };
  /** The status service hands out one object per second and snapshot: serialise it once. */
  private readonly sent = new WeakMap<HoursStatus, SentStatus>();

  constructor(
    private readonly status: HoursStatusService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  use(req: Request, res: Response, next: NextFunction): void {
    // Mounted at the status path, so the rest of the URL is exactly "/" for the plain request.
    if (req.method !== 'GET' || req.url !== '/') return next();
    const now = this.clock.now();
    Promise.all([this.status.statusAt(now), this.status.lifetimeAt(now)]).then(
      ([answer, lifetime]) =>
        this.send(req, res, this.serialised(req, answer), statusCacheControl(lifetime)),
      () => next(),
    );
  }

  private serialised(req: Request, answer: HoursStatus): SentStatus {
    let sent = this.sent.get(answer);
    if (!sent) {
      const body = JSON.stringify(answer);
      // Express's own ETag function (app setting "etag fn"), so the ETag matches res.json's.
      const etagOf = req.app.get('etag fn') as (body: string, encoding: string) => string;
      sent = { body, etag: etagOf(body, 'utf8') };
      this.sent.set(answer, sent);
    }
    return sent;
  }

  private send(
    req: Request,
    res: Response,
    { body, etag }: SentStatus,
    cacheControl: string,
  ): void {
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ...this.headers, 'cache-control': cacheControl, etag });
      res.end();
      return;
    }
    res.writeHead(200, {
      ...this.headers,
      'cache-control': cacheControl,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      // compression varies a JSON body (a 304 has none, so no Vary there).
      vary: 'Accept-Encoding',
      etag,
    });
    res.end(body);
  }
}

/** The headers helmet (configured as for the whole API) puts on every response, captured once. */
function helmetHeaders(): OutgoingHttpHeaders {
  const captured: OutgoingHttpHeaders = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (captured[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete captured[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => undefined,
  );
  return captured;
}
