/**
 * Cache headers (docs/adr/0004-caching.md). Files whose name carries a content hash never change:
 * kept a year. The entry points that say WHICH hashed files to load (the registry,
 * mf-manifest.json, remoteEntry.js, the shell's main.js) are revalidated on every use, or a deploy
 * would not reach visitors.
 */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|jpe?g|webp|avif|woff2)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(filePath) ? IMMUTABLE : REVALIDATE;
}

/**
 * Seconds a shared cache (a CDN, nginx's proxy_cache) may keep a page or public JSON: staff edits
 * reach visitors behind one within this, plus one request while a stale copy is refreshed.
 */
const SHARED_MAX_AGE = 10;
/** Seconds a shared cache may answer with a stale copy while it refreshes it. */
const SHARED_STALE_WHILE_REVALIDATE = 60;
/** Seconds a shared cache may answer with a stale copy while the site cannot answer. */
const SHARED_STALE_IF_ERROR = 86400;

/**
 * Public JSON: the same, but no stale-while-revalidate, which browsers also apply to fetch(): the
 * admin reads some of these right after a save and must see its own write.
 */
export const PUBLIC_JSON = `public, max-age=0, s-maxage=${SHARED_MAX_AGE}, stale-if-error=${SHARED_STALE_IF_ERROR}`;

/**
 * The public pages (HTML): kept SHARED_MAX_AGE by shared caches, refreshed in the background;
 * browsers revalidate every navigation (an ETag makes it a 304), so a reload and a redeploy are
 * seen at once. A page is the same for everyone: sign-in lives in the browser, never a cookie.
 * One rendered with today's OPEN/CLOSED status in it is neither fresh nor stale past the status's
 * next change (`secondsUntilChange`), so no visitor behind a CDN sees "Open" from a copy made
 * before closing time. Only stale-if-error (the site down) outlasts it.
 */
export function pageCacheControl(secondsUntilChange = Infinity): string {
  const lifetime = Math.max(0, Math.floor(secondsUntilChange));
  const fresh = Math.min(SHARED_MAX_AGE, lifetime);
  const stale = Math.min(SHARED_STALE_WHILE_REVALIDATE, lifetime - fresh);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}, stale-if-error=${SHARED_STALE_IF_ERROR}`;
}

/**
 * GET /hours/status: kept by anyone, browsers included, exactly until it can next change (the
 * next opening, closing or midnight), at most a minute: an edit of the hours reaches every
 * visitor within a minute.
 */
export function statusCacheControl(secondsUntilChange: number): string {
  return `public, max-age=${Math.max(0, Math.min(60, Math.floor(secondsUntilChange)))}`;
}
