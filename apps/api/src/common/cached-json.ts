import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import { acceptsGzip, bytesResponse, matchingTag } from './web-response';

const gzipAsync = promisify(gzip);

/**
 * A JSON answer serialised once and sent many times: the bytes, their ETag, and a gzip copy made
 * on first demand (off the event loop). Sending it costs no JSON.stringify, no hashing and no
 * per-request compression (the web layer's compression skips a body already encoded).
 */
export class CachedJson {
  readonly json: Buffer;
  readonly etag: string;
  readonly gzipTag: string;
  private gzipped: Promise<Buffer> | null = null;

  constructor(value: unknown) {
    this.json = Buffer.from(JSON.stringify(value));
    this.etag = `"${createHash('sha256').update(this.json).digest('base64url').slice(0, 27)}"`;
    this.gzipTag = `${this.etag.slice(0, -1)}-gz"`;
  }

  gzip(): Promise<Buffer> {
    return (this.gzipped ??= gzipAsync(this.json));
  }

  /** A handler's answer: 304 on revalidation, gzip (unless `compress` is false) when accepted and worth it. */
  async respond(
    headers: IncomingHttpHeaders,
    { cacheControl = 'no-cache', compress = true } = {},
  ): Promise<Response> {
    const common: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': cacheControl,
    };
    if (compress) common.Vary = 'Accept-Encoding';
    // Either encoding's tag revalidates: the bytes behind both are the same JSON.
    const known = matchingTag(headers, [this.etag, this.gzipTag]);
    if (known) return bytesResponse(this.json, { ...common, ETag: known }, true);
    if (compress && this.json.length > 256 && acceptsGzip(headers)) {
      return bytesResponse(await this.gzip(), {
        ...common,
        'Content-Encoding': 'gzip',
        ETag: this.gzipTag,
      });
    }
    return bytesResponse(this.json, { ...common, ETag: this.etag });
  }
}
