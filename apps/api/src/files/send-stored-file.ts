import { NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { FileStore, StoredFile } from './file-store.service';

/**
 * Uploaded files may change under the same URL (an event's image is replaced), so caches keep
 * them briefly and then revalidate with the ETag, which costs a 304 and no bytes.
 */
export const STATIC_FILE_CACHE_CONTROL = 'public, max-age=300, must-revalidate';

/**
 * GET and HEAD of one stored file: Content-Type, Content-Length, ETag with 304 on revalidation,
 * Cache-Control and nosniff. The bytes are read from the database only when they will be sent.
 */
export async function sendStoredFile(
  req: Request,
  res: Response,
  store: FileStore,
  key: string | null,
  options: { disposition?: string } = {},
): Promise<void> {
  if (key === null) throw new NotFoundException('No such file.');
  const ifNoneMatch = req.headers['if-none-match'];
  const wantsBody = req.method !== 'HEAD';
  // With If-None-Match the body is probably not needed: ask for the headers first.
  let file = await store.get(key, wantsBody && !ifNoneMatch);
  if (!file) throw new NotFoundException('No such file.');

  res.setHeader('Content-Type', file.contentType);
  res.setHeader('ETag', file.etag);
  res.setHeader('Last-Modified', file.updatedAt.toUTCString());
  res.setHeader('Cache-Control', STATIC_FILE_CACHE_CONTROL);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (options.disposition) res.setHeader('Content-Disposition', options.disposition);

  if (ifNoneMatch && etagMatches(ifNoneMatch, file.etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', String(file.byteSize));
  if (!wantsBody) {
    res.status(200).end();
    return;
  }
  if (!('data' in file)) {
    const full = await store.get(key, true);
    if (!full) throw new NotFoundException('No such file.'); // deleted in between
    file = full;
    res.setHeader('ETag', full.etag);
    res.setHeader('Content-Length', String(full.byteSize));
  }
  res.status(200).end((file as StoredFile).data);
}

/** RFC 9110 If-None-Match: a list of (possibly weak) tags, or '*'. Weak comparison applies. */
function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}
