import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const gzipAsync = promisify(gzip);

/**
 * A JSON answer serialised once and sent many times: the bytes, their ETag, and a gzip copy made
 * on first demand (off the event loop). Sending it costs no JSON.stringify, no hashing and no
 * per-request compression (the web layer's compression skips a body already encoded).
 */
export class CachedJson {
  readonly json: Buffer;
  readonly etag: string;
  private gzipped: Promise<Buffer> | null = null;

  constructor(value: unknown) {
    this.json = Buffer.from(JSON.stringify(value));
    this.etag = `"${createHash('sha256').update(this.json).digest('base64url').slice(0, 27)}"`;
  }

  gzip(): Promise<Buffer> {
    return (this.gzipped ??= gzipAsync(this.json));
  }
}

/** Sends a CachedJson with revalidation: 304 when the client already has it. */
export async function sendCachedJson(
  req: Request,
  res: Response,
  body: CachedJson,
  cacheControl = 'no-cache',
): Promise<void> {
  const gzipTag = `${body.etag.slice(0, -1)}-gz"`;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  const known = req.headers['if-none-match'];
  if (
    known &&
    known.split(',').some((tag) => [body.etag, gzipTag].includes(tag.trim().replace(/^W\//, '')))
  ) {
    res.setHeader('ETag', body.etag);
    res.status(304).end();
    return;
  }
  const useGzip = body.json.length > 256 && req.acceptsEncodings('gzip', 'identity') === 'gzip';
  const bytes = useGzip ? await body.gzip() : body.json;
  if (useGzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('ETag', useGzip ? gzipTag : body.etag);
  res.setHeader('Content-Length', bytes.length);
  res.status(200).end(req.method === 'HEAD' ? undefined : bytes);
}
