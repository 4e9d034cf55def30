import {
  CallHandler,
  ExecutionContext,
  Inject,
  Injectable,
  NestInterceptor,
  StreamableFile,
} from '@nestjs/common';
import type { Request, Response as ExpressResponse } from 'express';
import { from, mergeMap, of, type Observable } from 'rxjs';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { UpcomingEvents, type UpcomingListing } from '../events/upcoming-events.service';
import { acceptsGzip, bytesResponse, matchingTag } from '../common/web-response';
import { buildCalendar } from './build-calendar';

const gzipAsync = promisify(gzip);

/** One built feed: the bytes, their ETag, and a gzip copy made on first demand (off the loop). */
export class CachedCalendar {
  readonly bytes: Buffer;
  readonly etag: string;
  readonly gzipTag: string;
  private gzipped: Promise<Buffer> | null = null;

  constructor(text: string) {
    this.bytes = Buffer.from(text);
    this.etag = `"${createHash('sha256').update(this.bytes).digest('base64url').slice(0, 27)}"`;
    this.gzipTag = `${this.etag.slice(0, -1)}-gz"`;
  }

  gzip(): Promise<Buffer> {
    return (this.gzipped ??= gzipAsync(this.bytes));
  }
}

/**
 * GET /events.ics, built once per snapshot of the upcoming events (issue 12: about 55 ms for 1,000
 * events, rebuilt on every request, it held the status endpoint up for every visitor). The
 * snapshot is UpcomingEvents' listing in the one cache (topic 'events'): a write here or another
 * process's NOTIFY drops it, the museum's midnight expires it, and the next request builds the
 * feed again from the new listing. Keyed by the listing object itself, so the feed can never
 * outlive (nor disagree with) the listing it was built from.
 */
@Injectable()
export class CalendarFeed {
  private readonly built = new WeakMap<UpcomingListing, CachedCalendar>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly upcoming: UpcomingEvents,
  ) {}

  async get(): Promise<CachedCalendar> {
    const listing = await this.upcoming.get();
    let feed = this.built.get(listing);
    if (!feed) {
      feed = new CachedCalendar(
        buildCalendar(listing.events, {
          timeZone: this.config.museumTimeZone,
          publicUrl: this.config.publicUrl,
          name: 'Museum events',
          now: new Date(),
        }),
      );
      this.built.set(listing, feed);
    }
    return feed;
  }
}

const FEED_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/calendar; charset=utf-8',
  // Calendar apps poll subscribed feeds; a few minutes of caching costs nothing in freshness.
  'Cache-Control': 'public, max-age=300',
  'Content-Disposition': 'inline; filename="museum-events.ics"',
  Vary: 'Accept-Encoding',
};

/**
 * Sends the CachedCalendar GET /events.ics returns: a 304 when If-None-Match holds either
 * encoding's tag (a web Response without a body), else the gzip copy when accepted, or the plain
 * bytes, as a StreamableFile over the ready Buffer with the headers set here. That is cheaper per
 * request than a web Response with a body (Nest reads those as a web stream), and calendar apps
 * and crawlers poll this feed.
 */
@Injectable()
export class CalendarReplyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      mergeMap((value: unknown) => {
        if (!(value instanceof CachedCalendar)) return of(value);
        const http = context.switchToHttp();
        return from(
          sendFeed(value, http.getRequest<Request>(), http.getResponse<ExpressResponse>()),
        );
      }),
    );
  }
}

async function sendFeed(
  feed: CachedCalendar,
  req: Request,
  res: ExpressResponse,
): Promise<StreamableFile | globalThis.Response> {
  const known = matchingTag(req.headers, [feed.etag, feed.gzipTag]);
  if (known) return bytesResponse(feed.bytes, { ...FEED_HEADERS, ETag: known }, true);
  const gzipped = acceptsGzip(req.headers);
  const bytes = gzipped ? await feed.gzip() : feed.bytes;
  for (const [name, value] of Object.entries(FEED_HEADERS)) res.setHeader(name, value);
  if (gzipped) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('ETag', gzipped ? feed.gzipTag : feed.etag);
  return new StreamableFile(bytes, { length: bytes.length });
}
