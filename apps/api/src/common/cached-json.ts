import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, Response as ExpressResponse } from 'express';
import { from, mergeMap, of, type Observable } from 'rxjs';
import { acceptsGzip, bytesResponse, matchingTag } from './web-response';

const gzipAsync = promisify(gzip);

export interface JsonReplyOptions {
  cacheControl?: string;
  /** Offer gzip (and say Vary: Accept-Encoding). */
  compress?: boolean;
}

/**
 * A JSON answer serialised once and sent many times: the text, its ETag, and a gzip copy made
 * on first demand (off the event loop). Sending it costs no JSON.stringify, no hashing and no
 * per-request compression (the web layer's compression skips a body already encoded).
 */
export class CachedJson {
  readonly text: string;
  readonly etag: string;
  readonly gzipTag: string;
  private gzipped: Promise<Buffer> | null = null;

  constructor(value: unknown) {
    this.text = JSON.stringify(value);
    this.etag = `"${createHash('sha256').update(this.text).digest('base64url').slice(0, 27)}"`;
    this.gzipTag = `${this.etag.slice(0, -1)}-gz"`;
  }

  gzip(): Promise<Buffer> {
    return (this.gzipped ??= gzipAsync(Buffer.from(this.text)));
  }

  /** What a handler returns: JsonReplyInterceptor sends it (see there). */
  reply(options: JsonReplyOptions = {}): JsonReply {
    return new JsonReply(this, options);
  }
}

export class JsonReply {
  constructor(
    readonly body: CachedJson,
    readonly options: JsonReplyOptions,
  ) {}
}

/**
 * Installed globally (create-app.ts): sends a JsonReply a handler returned, without the handler
 * taking `res`. It sets the headers; the JSON text then goes out through Nest's normal reply
 * (Express `res.send`: Content-Length, HEAD without a body, and 304 when If-None-Match holds the
 * ETag set here; either encoding's tag revalidates, as both stand for the same JSON). A gzip copy
 * goes out as a web Response (bytes, not text). This is the hot path of GET /hours and
 * GET /events, so the identity answer stays on Express's cheapest way to send.
 */
@Injectable()
export class JsonReplyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      mergeMap((value: unknown) => {
        if (!(value instanceof JsonReply)) return of(value);
        const http = context.switchToHttp();
        return from(send(value, http.getRequest<Request>(), http.getResponse<ExpressResponse>()));
      }),
    );
  }
}

async function send(
  { body, options }: JsonReply,
  req: Request,
  res: ExpressResponse,
): Promise<string | globalThis.Response> {
  const { cacheControl = 'no-cache', compress = true } = options;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': cacheControl,
  };
  if (compress) headers.Vary = 'Accept-Encoding';
  const known = matchingTag(req.headers, [body.etag, body.gzipTag]);
  if (!known && compress && body.text.length > 256 && acceptsGzip(req.headers)) {
    return bytesResponse(await body.gzip(), {
      ...headers,
      'Content-Encoding': 'gzip',
      ETag: body.gzipTag,
    });
  }
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('ETag', known ?? body.etag);
  return body.text;
}
