import { NotFoundException } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { bytesResponse, matchingTag } from '../common/web-response';
import type { FileStore, StoredFile } from './file-store.service';

/**
 * Uploaded files may change under the same URL (an event's image is replaced), so caches keep
 * them briefly and then revalidate with the ETag, which costs a 304 and no bytes.
 */
export const STATIC_FILE_CACHE_CONTROL = 'public, max-age=300, must-revalidate';

/**
 * GET and HEAD of one stored file as a handler's answer: Content-Type, Content-Length, ETag with
 * 304 on revalidation, Cache-Control and nosniff. A revalidation that matches reads the headers
 * alone, never the bytes.
 */
export async function storedFileResponse(
  store: FileStore,
  key: string | null,
  request: IncomingHttpHeaders,
  options: { disposition?: string; cacheControl?: string } = {},
): Promise<Response> {
  if (key === null) throw new NotFoundException('No such file.');
  const head = request['if-none-match'] ? await store.get(key, false) : null;
  const notModified = head !== null && matchingTag(request, [head.etag]) !== null;
  const file = notModified ? head : await store.get(key, true);
  if (!file) throw new NotFoundException('No such file.');
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    ETag: file.etag,
    'Last-Modified': file.updatedAt.toUTCString(),
    'Cache-Control': options.cacheControl ?? STATIC_FILE_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
  };
  if (options.disposition) headers['Content-Disposition'] = options.disposition;
  return bytesResponse(
    notModified ? Buffer.alloc(0) : (file as StoredFile).data,
    headers,
    notModified,
  );
}
