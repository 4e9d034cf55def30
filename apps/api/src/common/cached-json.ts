import { StreamableFile } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, Response as ExpressResponse } from 'express';
import { matchingTag } from './web-response';

const gzipAsync = promisify(gzip);
/** The largest body sent as text rather than as its kept bytes (endReply). */
const ONE_WRITE_BYTES = 1024;

export interface CachedReplyOptions {
  contentType?: string;
  /** Default `no-cache`; a function gets the whole seconds left until `until`. */
  cacheControl?: string | ((secondsLeft: number) => string);
  /** Epoch ms on the Clock when this answer stops being true: kept no longer. */
  until?: number;
  compress?: boolean;
  headers?: Readonly<Record<string, string>>;
}

/** Built once, sent many times: no serialising, hashing or compressing per request. */
export class CachedBody {
  readonly etag: string;
  readonly gzipTag: string;
  private gzipped: Promise<Buffer> | null = null;

  private encoded: Buffer | null = null;

  constructor(readonly text: string) {
    this.etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
    this.gzipTag = `${this.etag.slice(0, -1)}-gz"`;
  }

  get bytes(): Buffer {
    return (this.encoded ??= Buffer.from(this.text));
  }

  gzip(): Promise<Buffer> {
    return (this.gzipped ??= gzipAsync(Buffer.from(this.text)));
  }

  reply(options: CachedReplyOptions = {}): CachedReply {
    return new CachedReply(this, options);
  }
}

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
 * Its headers (lower-case names) for `req` and what it sends: nothing (a 304), its text or its
 * gzip. Either encoding's tag revalidates.
 */
function prepare({ body, options }: CachedReply, req: Request, now: Date) {
  const { contentType = 'application/json; charset=utf-8', compress = true } = options;
  const cacheControl = options.cacheControl ?? 'no-cache';
  const headers: Record<string, string> = {
    'content-type': contentType,
    'cache-control':
      typeof cacheControl === 'string'
        ? cacheControl
        : cacheControl(secondsLeft(options.until, now)),
  };
  for (const [name, value] of Object.entries(options.headers ?? {}))
    headers[name.toLowerCase()] = value;
  if (compress) headers.vary = 'Accept-Encoding';
  const known = matchingTag(req.headers, [body.etag, body.gzipTag]);
  if (known) {
    headers.etag = known;
    return { headers };
  }
  // With no Accept-Encoding, Express would say any encoding is fine; we send plain text then.
  const gzip = !!req.headers['accept-encoding'] && req.acceptsEncodings('gzip') === 'gzip';
  if (compress && body.text.length > 256 && gzip) {
    headers['content-encoding'] = 'gzip';
    headers.etag = body.gzipTag;
    return { headers, sending: body.gzip() };
  }
  headers.etag = body.etag;
  return { headers, sending: body.text };
}

/** Whole seconds from the start of `now`'s second until `until`, less one (never past it). */
function secondsLeft(until: number | undefined, now: Date): number {
  if (until === undefined) return Infinity;
  return Math.max(0, Math.floor((until - Math.floor(now.getTime() / 1000) * 1000) / 1000) - 1);
}

/** For Nest's res.send (HEAD, 304); gzip as a StreamableFile, cheaper than a Response. */
export async function replyBody(
  reply: CachedReply,
  req: Request,
  res: ExpressResponse,
  now: Date,
): Promise<string | StreamableFile> {
  const { headers, sending } = prepare(reply, req, now);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (typeof sending !== 'object') return reply.body.text;
  const bytes = await sending;
  return new StreamableFile(bytes, { length: bytes.length });
}

/** In one writeHead (a kept answer, before the pipeline), `fixed` headers first. */
export async function endReply(
  reply: CachedReply,
  req: Request,
  res: ExpressResponse,
  now: Date,
  fixed: Readonly<Record<string, string>>,
): Promise<void> {
  const { headers, sending } = prepare(reply, req, now);
  const all = { ...fixed, ...headers };
  if (sending === undefined) {
    // As Express's res.send answers a fresh request.
    delete all['content-type'];
    return void res.writeHead(304, all).end();
  }
  const bytes = typeof sending === 'string' ? reply.body.bytes : await sending;
  // A small text goes out in one write with the headers (a Buffer makes Node write the two apart,
  // about 5% of the status's rate); a larger one as its kept bytes, not encoded per request.
  const oneWrite = typeof sending === 'string' && bytes.length <= ONE_WRITE_BYTES;
  res
    .writeHead(200, { ...all, 'content-length': String(bytes.length) })
    .end(oneWrite ? sending : bytes);
}
