import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

/** Set on an answer built from a copy kept from before the database failed (docs/api.md). */
export const STALE_HEADER = 'X-Data-Stale';
/** Seconds since that copy was read from the database. */
export const STALE_AGE_HEADER = 'X-Data-Stale-Age';

const current = new AsyncLocalStorage<Response>();

/**
 * Express middleware, first in line (create-app.ts): remembers the request's response, so that
 * TopicCache, when it answers with a last good copy because the database failed, can mark the
 * answer stale whichever path sends it (the status hot path, a controller, a web Response).
 */
export function trackStaleAnswers(_req: Request, res: Response, next: NextFunction): void {
  current.run(res, next);
}

/** Marks the current request's answer as stale: its data was read at `readAt` (epoch ms). */
export function markStale(res: Response | undefined, readAt: number): void {
  if (!res || res.headersSent) return;
  res.setHeader(STALE_HEADER, 'true');
  res.setHeader(STALE_AGE_HEADER, String(Math.max(0, Math.round((Date.now() - readAt) / 1000))));
}

/** The response of the request being handled, if any (captured synchronously by TopicCache.get). */
export function currentResponse(): Response | undefined {
  return current.getStore();
}
