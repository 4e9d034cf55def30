import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  StreamableFile,
} from '@nestjs/common';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, Response as ExpressResponse } from 'express';
import { from, mergeMap, of, type Observable } from 'rxjs';
import { acceptsGzip, matchingTag } from './web-response';

const gzipAsync = promisify(gzip);

export interface CachedReplyOptions {
  /** Default `application/json; charset=utf-8`. */
  contentType?: string;
  /** Default `no-cache` (revalidate each time: a 304 while nothing changed). */
  cacheControl?: string;
  /** Offer gzip (and say Vary: Accept-Encoding). Default true. */
  compress?: boolean;
  /** Any other fixed header, e.g. Content-Disposition. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * An answer built once and sent many times: the text, its ETag, and a gzip copy made on first
 * demand (off the event loop). Sending it costs no serialising, no hashing and no per-request
 * compression (the web layer's compression skips a body already encoded). The JSON listings use
 * it through CachedJson, the calendar feed directly.
 */
export class CachedBody {
  readonly etag: string;
  readonly gzipTag: string;
  private gzipped: Promise<Buffer> | null = null;

  constructor(readonly text: string) {
    this.etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
    this.gzipTag = `${this.etag.slice(0, -1)}-gz"`;
  }

  gzip(): Promise<Buffer> {
    return (this.gzipped ??= gzipAsync(Buffer.from(this.text)));
  }

  /** What a handler returns: CachedReplyInterceptor sends it (see there). */
  reply(options: CachedReplyOptions = {}): CachedReply {
    return new CachedReply(this, options);
  }
}

/** A JSON value serialised once. */
export class CachedJson extends CachedBody {
  constructor(value: unknown) {
    super(JSON.stringify(value));
  }
}

export class CachedReply {
  constructor(
    readonly body: CachedBody,
    readonly options: CachedReplyOptions,
  ) {}
}

/**
 * Installed globally (create-app.ts): sends a CachedReply a handler returned, without the handler
 * taking `res`. It sets the headers; the text then goes out through Nest's normal reply (Express
 * `res.send`: Content-Length, HEAD without a body, and 304 when If-None-Match holds the ETag set
 * here; either encoding's tag revalidates, as both stand for the same text). The gzip copy goes
 * out as a StreamableFile over the ready Buffer, which Nest sends more cheaply than a web Response
 * with a body. This is the hot path of GET /hours, GET /events and GET /events.ics.
 */
@Injectable()
export class CachedReplyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      mergeMap((value: unknown) => {
        if (!(value instanceof CachedReply)) return of(value);
        const http = context.switchToHttp();
        return from(send(value, http.getRequest<Request>(), http.getResponse<ExpressResponse>()));
      }),
    );
  }
}

async function send(
  { body, options }: CachedReply,
  req: Request,
  res: ExpressResponse,
): Promise<string | StreamableFile> {
  const {
    contentType = 'application/json; charset=utf-8',
    cacheControl = 'no-cache',
    compress = true,
    headers = {},
  } = options;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', cacheControl);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (compress) res.setHeader('Vary', 'Accept-Encoding');
  const known = matchingTag(req.headers, [body.etag, body.gzipTag]);
  if (!known && compress && body.text.length > 256 && acceptsGzip(req.headers)) {
    const bytes = await body.gzip();
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('ETag', body.gzipTag);
    return new StreamableFile(bytes, { length: bytes.length });
  }
  res.setHeader('ETag', known ?? body.etag);
  return body.text;
}
