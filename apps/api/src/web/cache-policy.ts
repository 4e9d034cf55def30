/**
 * Cache headers (docs/adr/0004-caching.md). Files whose name carries a content hash never change,
 * so browsers may keep them for a year; the entry points that say WHICH hashed files to load (the
 * registry, mf-manifest.json, remoteEntry.js, the shell's main.js) must be revalidated on every
 * use, or a deploy would not reach visitors; pages are PUBLIC_PAGE.
 */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|jpe?g|webp|avif|woff2)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(filePath) ? IMMUTABLE : REVALIDATE;
}

/**
 * How long a shared cache (a CDN, a reverse proxy such as nginx with proxy_cache) may keep a page
 * or public JSON (seconds): staff edits reach visitors behind such a cache within this, plus one
 * request while a stale copy is refreshed in the background.
 */
export const SHARED_MAX_AGE = 10;
/** How long a shared cache may answer with a stale copy while it refreshes it (seconds). */
export const SHARED_STALE_WHILE_REVALIDATE = 60;
/** How long a shared cache may answer with a stale copy while the site cannot answer (seconds). */
export const SHARED_STALE_IF_ERROR = 86400;

/**
 * The public pages (HTML). Shared caches keep them SHARED_MAX_AGE and may refresh them in the
 * background; browsers revalidate every navigation (max-age=0, an ETag makes it a 304), so a
 * visitor's reload and a redeploy of a remote are seen at once. Nothing in a page depends on who
 * asks: sign-in lives in the browser, never in a cookie, so a page is the same for everyone.
 */
export const PUBLIC_PAGE = `public, max-age=0, s-maxage=${SHARED_MAX_AGE}, stale-while-revalidate=${SHARED_STALE_WHILE_REVALIDATE}, stale-if-error=${SHARED_STALE_IF_ERROR}`;

/**
 * Public JSON (the resolved schedule, the upcoming events, the content and alerts): the same
 * shared lifetime, but no stale-while-revalidate, which browsers also apply to fetch(): the admin
 * reads some of these right after a save and must see its own write.
 */
export const PUBLIC_JSON = `public, max-age=0, s-maxage=${SHARED_MAX_AGE}, stale-if-error=${SHARED_STALE_IF_ERROR}`;

/**
 * A page the server rendered with today's OPEN/CLOSED status in it (and its answers inlined): as
 * PUBLIC_PAGE, except that a shared cache may neither keep it fresh nor serve it stale past the
 * status's next change (`secondsUntilChange`, the status's own lifetime): a visitor behind a CDN
 * never sees "Open" from a copy made before closing time. Only stale-if-error (the site down)
 * may outlast it.
 */
export function renderedPageCacheControl(secondsUntilChange: number): string {
  const lifetime = Math.max(0, Math.floor(secondsUntilChange));
  const fresh = Math.min(SHARED_MAX_AGE, lifetime);
  const stale = Math.min(SHARED_STALE_WHILE_REVALIDATE, lifetime - fresh);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}, stale-if-error=${SHARED_STALE_IF_ERROR}`;
}

/** Longest time the status may be kept (seconds). */
export const STATUS_MAX_AGE = 60;

/**
 * GET /hours/status: kept by anyone, browsers included, exactly until it can next change (the
 * next opening, closing or midnight), at most STATUS_MAX_AGE: an edit of the hours reaches every
 * visitor within a minute.
 */
export function statusCacheControl(secondsUntilChange: number): string {
  const seconds = Math.max(0, Math.min(STATUS_MAX_AGE, Math.floor(secondsUntilChange)));
  return `public, max-age=${seconds}`;
}
