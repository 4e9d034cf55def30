import { createHash } from 'node:crypto';
import { SITE, type RemoteRegistry } from '@furnace/contracts';

/** For the API's JSON: nothing in a response may load or run anything, and no page may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The video facades open their player only on a click, in a frame from the video host. */
const VIDEO_FRAME_ORIGIN = new URL(SITE.videoEmbedBase).origin;

/**
 * The Content-Security-Policy sent with everything the site serves. Pages run only scripts from
 * our own origin and from the origins the registry names for remotes: no inline or eval'd script,
 * no plugins, no <base> tricks, no framing by other sites. (The registry in index.html is JSON,
 * which the browser never executes.)
 */
export function contentSecurityPolicy(registry: RemoteRegistry): string {
  // Computed once per registry snapshot: this runs for every response the site sends.
  let policy = policies.get(registry);
  if (!policy) {
    policy = buildPolicy(registry);
    policies.set(registry, policy);
  }
  return policy;
}

const policies = new WeakMap<RemoteRegistry, string>();

function buildPolicy(registry: RemoteRegistry): string {
  const remotes = remoteOrigins(registry);
  const self = ["'self'", ...remotes].join(' ');
  return [
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
}

/** Origins of remotes deployed elsewhere (absolute entry URLs); site-relative ones add nothing. */
function remoteOrigins(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  for (const remote of registry.remotes) {
    // Site-relative entries such as /remotes/public-site/remoteEntry.js add nothing.
    if (!/^https?:\/\//.test(remote.entry)) continue;
    try {
      origins.add(new URL(remote.entry).origin);
    } catch {
      // not a URL after all: the shell will fail to load it, and the policy need not allow it
    }
  }
  return [...origins];
}

/** A CSP source for exactly this CSS text: 'sha256-…'. */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
}

/**
 * The hashes of the style attributes of a server-rendered page (React writes a few,
 * e.g. the site map's marker positions), each once. Made once per render (server-render.ts), not
 * per response.
 */
export function styleAttributeHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, value] of html.matchAll(/\sstyle="([^"]*)"/g)) {
    const css = value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    hashes.add(styleHash(css));
  }
  return [...hashes];
}

/**
 * `policy` allowing exactly these style attributes (`attributes`, by hash: 'unsafe-hashes' lets a
 * hash match an attribute) and inlined stylesheets (`sheets`, by hash), no others.
 */
export function allowingStyles(policy: string, attributes: string[], sheets: string[]): string {
  const hashes = [...new Set([...sheets, ...attributes])];
  if (!hashes.length) return policy;
  const unsafeHashes = attributes.length ? " 'unsafe-hashes'" : '';
  return policy.replace(
    /(^|; )style-src ([^;]*)/,
    (_, start: string, sources: string) =>
      `${start}style-src ${sources}${unsafeHashes} ${hashes.join(' ')}`,
  );
}
