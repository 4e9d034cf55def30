import { createHash } from 'node:crypto';
import { SITE, type RemoteRegistry } from '@furnace/contracts';

/** For the API's JSON: nothing in a response may load or run anything, and no page may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The video facades open their player only on a click, in a frame from the video host. */
const VIDEO_FRAME_ORIGIN = new URL(SITE.videoEmbedBase).origin;

/** The site's policy: scripts only from our origin and the remotes' (the registry is JSON). */
export function contentSecurityPolicy(registry: RemoteRegistry): string {
  // Made once per registry snapshot: this runs for every response the site sends.
  let policy = policies.get(registry);
  if (!policy) {
    // With the remotes deployed elsewhere (an entry that is no URL: the shell fails to load it).
    const origins = registry.remotes.map(
      ({ entry }) => /^https?:\/\//.test(entry) && URL.parse(entry)?.origin,
    );
    const self = ["'self'", ...new Set(origins.filter((o) => typeof o === 'string'))].join(' ');
    policy = [
      "default-src 'self'",
      `script-src ${self}`,
      `style-src ${self}`,
      `img-src ${self} data: blob:`,
      `font-src ${self}`,
      `connect-src ${self}`,
      `frame-src 'self' ${VIDEO_FRAME_ORIGIN}`,
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ].join('; ');
    policies.set(registry, policy);
  }
  return policy;
}

const policies = new WeakMap<RemoteRegistry, string>();

/** No `</style` can close the element. */
export function safeStyle(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

/** `policy` allowing exactly the page's `<style>` elements and style attributes, by hash. */
export function allowingStylesOf(policy: string, html: string): string {
  const sheets = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
  const attributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, value]) =>
    value.replace(/&(quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity]),
  );
  const hashes = [...new Set([...sheets, ...attributes])].map(
    (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  );
  if (!hashes.length) return policy;
  const unsafeHashes = attributes.length ? " 'unsafe-hashes'" : '';
  return policy.replace(
    /(^|; )style-src ([^;]*)/,
    (_, start: string, sources: string) =>
      `${start}style-src ${sources}${unsafeHashes} ${hashes.join(' ')}`,
  );
}
