import type { IncomingHttpHeaders } from 'node:http';

// Answers decided per request (an ETag and 304, a stored file's type) are web `Response`s, which
// Nest sends as they are; no handler takes the Express response.

/** A JSON answer with a status or headers of its own. */
export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });

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
