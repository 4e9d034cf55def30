/** Cache headers (ADR 4): content-hashed files kept a year, entry points revalidated each use. */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|jpe?g|webp|avif|woff2)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(filePath) ? IMMUTABLE : REVALIDATE;
}

/** Seconds a shared cache may keep a page or public JSON: how late staff edits may show. */
const SHARED_MAX_AGE = 10;
const SHARED_STALE_WHILE_REVALIDATE = 60;
const SHARED_STALE_IF_ERROR = 86400;

/** No stale-while-revalidate: browsers apply it to fetch(); the admin must see its own write. */
export const PUBLIC_JSON = `public, max-age=0, s-maxage=${SHARED_MAX_AGE}, stale-if-error=${SHARED_STALE_IF_ERROR}`;

/**
 * The pages: the same for everyone (sign-in lives in the browser); browsers revalidate each
 * navigation. Never fresh or stale past the status's next change, so a CDN never shows "Open" late.
 */
export function pageCacheControl(secondsUntilChange = Infinity): string {
  const lifetime = Math.max(0, Math.floor(secondsUntilChange));
  const fresh = Math.min(SHARED_MAX_AGE, lifetime);
  const stale = Math.min(SHARED_STALE_WHILE_REVALIDATE, lifetime - fresh);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}, stale-if-error=${SHARED_STALE_IF_ERROR}`;
}

/** GET /hours/status: kept by anyone until it can next change, at most a minute. */
export function statusCacheControl(secondsUntilChange: number): string {
  return `public, max-age=${Math.max(0, Math.min(60, Math.floor(secondsUntilChange)))}`;
}
