import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { loopBreaks } from './loop-breaks';

// Answers decided per request (an ETag and 304, a stored file's type) are web `Response`s, which
// Nest sends as they are; no handler takes the Express response.

export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });

/** Items of a JSON array answer serialised in one go; a few milliseconds of work. */
const JSON_SLICE = 200;

/** `jsonResponse(items)`'s bytes, streamed in slices: a big answer never holds up the others. */
export const jsonArrayResponse = (items: readonly unknown[], headers: Record<string, string>) =>
  new Response(Readable.toWeb(Readable.from(jsonArraySlices(items))) as ReadableStream, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });

async function* jsonArraySlices(items: readonly unknown[]): AsyncGenerator<Buffer> {
  const pause = loopBreaks();
  for (let at = 0; at === 0 || at < items.length; at += JSON_SLICE) {
    if (at > 0) await pause();
    const slice = JSON.stringify(items.slice(at, at + JSON_SLICE)).slice(1, -1);
    const end = at + JSON_SLICE >= items.length ? ']' : '';
    yield Buffer.from(`${at === 0 ? '[' : ','}${slice}${end}`);
  }
}

/** The If-None-Match tag naming one of `ours` (weak comparison); none with `no-cache`. */
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
