import { readFileSync, statSync } from 'node:fs';
import { REGISTRY_ELEMENT_ID, type RemoteRegistry } from '@furnace/contracts';
import type { ServerRendered } from './server-render';

/**
 * Data a page needs at once, inlined as JSON: `<script type="application/json" id={id}>` (or
 * `type`, e.g. application/ld+json for search engines). Data, never executed: the CSP allows it.
 * `json` is made by `inlineJson` (callers keep it with the snapshot it came from, so a page view
 * does not serialise the same content again).
 */
export interface InlineData {
  id: string;
  json: string;
  type?: 'application/json' | 'application/ld+json';
}

/** JSON safe inside a script element: '<' escaped, so no value can close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The shell's index.html with the remote registry inlined, so the shell knows where the remotes
 * live without another round trip, plus preload hints for the public remote every visitor needs.
 */
export class IndexHtml {
  private template: { mtimeMs: number; html: string; headless: string } | null = null;

  constructor(private readonly file: string) {}

  /**
   * `data`: more JSON the page reads at start (the site's content and alerts). `head`: the page's
   * own title, description and link-preview tags (page-head.ts), in place of the template's.
   */
  render(
    registry: RemoteRegistry,
    data: readonly InlineData[] = [],
    head?: string,
    page?: ServerRendered | null,
  ): string {
    const template = this.readTemplate();
    let html = head ? template.headless : template.html;
    const tags = [
      ...(head ? [head] : []),
      ...(page ? pageHeadTags(page) : []),
      ...data.map((item) => jsonTag(item.id, item.json, item.type)),
      registryTags(registry),
    ];
    if (page) {
      // The page as the server rendered it, for readers without JavaScript (and crawlers that
      // run none), in place of the template's note that the site needs it.
      html = html.replace(
        /<noscript>[\s\S]*?<\/noscript>/,
        () => `<noscript>${page.html}</noscript>`,
      );
    }
    // Just before </head>: the build may reformat the template, but </head> is always there.
    return html.replace('</head>', () => `${tags.join('\n    ')}</head>`);
  }

  private readTemplate(): { html: string; headless: string } {
    const { mtimeMs } = statSync(this.file);
    if (this.template?.mtimeMs !== mtimeMs) {
      const html = readFileSync(this.file, 'utf8');
      // The template's generic title and description, for pages that bring their own.
      const headless = html
        .replace(/<title>[\s\S]*?<\/title>\s*/, '')
        .replace(/<meta\s+name="?description"?(?=[\s/>])[^>]*>\s*/, '');
      this.template = { mtimeMs, html, headless };
    }
    return this.template;
  }
}

/** The rendered page's preloads (its largest image, found at once), and its styles without JavaScript. */
function pageHeadTags(page: ServerRendered): string[] {
  const tags = page.head ? [page.head] : [];
  if (page.styles.length) {
    const links = page.styles.map(
      (href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`,
    );
    tags.push(`<noscript>${links.join('')}</noscript>`);
  }
  return tags;
}

function jsonTag(id: string, json: string, type = 'application/json'): string {
  return `<script type="${type}" id="${id}">${json}</script>`;
}

function registryTags(registry: RemoteRegistry): string {
  const tags = [jsonTag(REGISTRY_ELEMENT_ID, inlineJson(registry))];
  const publicSite = registry.remotes.find((remote) => remote.name === 'public_site');
  if (publicSite) {
    // Every visitor needs this remote: fetch its entry while the shell's own code downloads.
    tags.push(`<link rel="preload" href="${escapeAttribute(publicSite.entry)}" as="script">`);
  }
  return tags.join('\n    ');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
