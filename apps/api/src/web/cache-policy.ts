/**
 * Cache headers for the front ends. Files whose name carries a content hash never change, so
 * browsers may keep them for a year; the entry points that say WHICH hashed files to load
 * (index.html, the registry, mf-manifest.json, remoteEntry.js, the shell's main.js) must be
 * revalidated on every use, or a deploy would not reach visitors.
 */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|jpe?g|webp|avif|woff2)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(filePath) ? IMMUTABLE : REVALIDATE;
}
