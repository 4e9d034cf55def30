import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { loopBreaks } from './loop-breaks';

// Answers decided per request (an ETag and 304, a stored file's type) are web `Response`s, which
// Nest sends as they are; no handler takes the Express response.

/** A JSON answer with a status or headers of its own. */
export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });

/** Items of a JSON array answer serialised in one go; a few milliseconds of work. */
const JSON_SLICE = 200;

/**
 * A JSON array answer written a slice of items at a time, the event loop let run between slices
 * once the work has held it 10 ms (loopBreaks): the same bytes as `jsonResponse(items)`, sent as a stream (Nest sends a web
 * Response's body as it comes, with backpressure), so every event in one answer never holds up
 * the requests that came in meanwhile.
 */
export const jsonArrayResponse = (
  items: readonly unknown[],
  status = 200,
  headers: Record<string, string> = {},
) =>
  new Response(Readable.toWeb(Readable.from(jsonArraySlices(items))) as ReadableStream, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });

/** `[`, the items `JSON_SLICE` at a time joined by commas, `]`: JSON.stringify(items) in parts. */
async function* jsonArraySlices(items: readonly unknown[]): AsyncGenerator<Buffer> {
  const pause = loopBreaks();
  for (let at = 0; at === 0 || at < items.length; at += JSON_SLICE) {
    if (at > 0) await pause();
    const slice = items
      .slice(at, at + JSON_SLICE)
      .map((item) => JSON.stringify(item))
      .join(',');
    const end = at + JSON_SLICE >= items.length ? ']' : '';
    yield Buffer.from(`${at === 0 ? '[' : ','}${slice}${end}`);
  }
}

/**
 * The tag from If-None-Match that names one of `ours` (RFC 9110 weak comparison), or null. A
 * request that says `Cache-Control: no-cache` wants the bytes whatever it holds.
 */
export function matchingTag(headers: IncomingHttpHeaders, ours: readonly string[]): string | null {
  const header = headers['if-none-match'];
  if (!header || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(headers['cache-control'] ?? '')) return null;
  if (header.trim() === '*') return ours[0] ?? null;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  for (const tag of header.split(',')) {
    if (ours.some((etag) => bare(etag) === bare(tag))) return tag.trim();
  }
  return null;
}

/** Whether Accept-Encoding allows gzip (listed, or `*`, and not with q=0). */
export function acceptsGzip(headers: IncomingHttpHeaders): boolean {
  const header = headers['accept-encoding'];
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** A 200 with these bytes, or a 304 when `notModified`; Content-Length always given. */
export function bytesResponse(
  bytes: Buffer,
  headers: Record<string, string>,
  notModified = false,
): Response {
  if (notModified) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), {
    status: 200,
    headers: { ...headers, 'Content-Length': String(bytes.length) },
  });
}
