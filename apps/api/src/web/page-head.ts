import { pageTitle, SITE, type PageHead } from '@furnace/contracts';

/** What the server knows of a page's head: contracts' PageHead, and a picture for previews. */
export interface ResolvedHead extends PageHead {
  /** The picture link previews show (an event's image), if any: site-relative or absolute. */
  image?: string;
  imageAlt?: string;
}

/**
 * The HTML of a page's <head> that depends on the page, one way for every route. `publicUrl`: the
 * site's public address without a trailing slash, for the absolute URLs previews need.
 */
export function headTags(head: ResolvedHead, publicUrl: string, path: string): string {
  const title = pageTitle(head.page);
  const canonical = canonicalUrl(publicUrl, path);
  const image = head.image && absoluteUrl(publicUrl, head.image);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:title', head.page ?? title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.page ?? title),
    meta('name', 'twitter:description', head.description),
  ];
  if (image) {
    tags.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
    if (head.imageAlt) {
      tags.push(
        meta('property', 'og:image:alt', head.imageAlt),
        meta('name', 'twitter:image:alt', head.imageAlt),
      );
    }
  }
  return tags.join('\n    ');
}

/** The page's address on the public URL: its path only (no query), the one URL search engines keep. */
function canonicalUrl(publicUrl: string, path: string): string {
  return publicUrl + (path.length > 1 ? path.replace(/\/+$/, '') : path);
}

function absoluteUrl(publicUrl: string, url: string): string | undefined {
  if (/^https?:\/\//.test(url)) return url;
  return url.startsWith('/') ? publicUrl + url : undefined;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
