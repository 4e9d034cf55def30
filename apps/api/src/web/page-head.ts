import { pageTitle, SITE, type PageHead } from '@furnace/contracts';

export interface ResolvedHead extends PageHead {
  /** The picture link previews show (an event's image): site-relative or absolute. */
  image?: string;
  imageAlt?: string;
}

/** The page's own part of <head>. `publicUrl`: without a trailing slash. */
export function headTags(head: ResolvedHead, publicUrl: string, path: string): string {
  const title = pageTitle(head.page);
  // Its path only (no query): the one URL search engines keep.
  const canonical = publicUrl + (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const image = /^https?:\/\//.test(head.image ?? '')
    ? head.image
    : head.image?.startsWith('/')
      ? publicUrl + head.image
      : undefined;
  const preview = (key: string, content: string | undefined) =>
    content === undefined
      ? []
      : [meta('property', `og:${key}`, content), meta('name', `twitter:${key}`, content)];
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:url', canonical),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...preview('title', head.page ?? title),
    ...preview('description', head.description),
    ...preview('image', image),
    ...preview('image:alt', (image && head.imageAlt) || undefined),
  ].join('\n    ');
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
