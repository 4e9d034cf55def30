import { readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import {
  REGISTRY_ELEMENT_ID,
  SERVER_ANSWERS_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  type RemoteRegistry,
} from '@furnace/contracts';
import { safeStyle } from './content-security-policy';
import { escapeHtml } from './page-head';
import type { ServerRendered } from './server-render';

/**
 * Data a page needs at once, inlined as JSON (made by `inlineJson`): `<script type={type} id={id}>`,
 * application/ld+json for search engines. Data, never executed: the CSP allows it.
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
 * A stylesheet's text to inline in a `<style>`, without its source map comment; null when a url()
 * in it is relative to the file (only site-absolute and data: URLs read the same inlined).
 */
export function inlinableStyle(file: string): string | null {
  const css = readFileSync(file, 'utf8')
    .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
    .trim();
  if ([...css.matchAll(/url\(\s*['"]?([^'")\s]*)/gi)].some((m) => !/^(\/|data:)/.test(m[1])))
    return null;
  return safeStyle(css);
}

interface Template {
  mtimeMs: number;
  /** Without the generic title and description: every page brings its own (page-head.ts). */
  headless: string;
  /** The shell's one stylesheet, when it can be inlined: its <link> in the template, its text. */
  shellStyle: { link: string; css: string } | null;
}

/**
 * The shell's index.html with the remote registry inlined, so the shell knows where the remotes
 * live without another round trip, and with the page the server rendered, if any.
 */
export class IndexHtml {
  private template: Template | null = null;

  constructor(private readonly file: string) {}

  /**
   * `data`: more JSON the page carries (the museum's JSON-LD). `head`: the page's own title,
   * description and link-preview tags (page-head.ts). `atOnce`: the page's script is started as it
   * arrives, not once it is used (the shell's page-boot.js).
   */
  render(
    registry: RemoteRegistry,
    data: readonly InlineData[],
    head: string,
    page?: ServerRendered | null,
    atOnce = false,
  ): string {
    const { headless, shellStyle } = this.readTemplate();
    const tags = [
      head,
      ...(page?.styles ?? []),
      ...data.map((item) => jsonTag(item.id, item.json, item.type)),
      jsonTag(REGISTRY_ELEMENT_ID, inlineJson(registry)),
    ];
    let html = headless;
    if (!page) {
      // Every visitor needs this remote: its entry fetched beside the shell's code (not beside a
      // server's page, whose first paint it would compete with).
      const publicSite = registry.remotes.find((remote) => remote.name === 'public_site');
      if (publicSite)
        tags.push(`<link rel="preload" href="${escapeHtml(publicSite.entry)}" as="script">`);
    } else {
      // The server's page in #root, marked until the shell has hydrated it (bootstrap.tsx): painted
      // before any script, and all that readers without JavaScript get. The noscript note goes.
      html = html
        .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
        .replace(
          /<div id="?root"?>[\s\S]*?(<\/div>\s*<\/body>)/,
          (_, end: string) => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page.html}${end}`,
        );
      if (page.answers) tags.push(jsonTag(SERVER_ANSWERS_ELEMENT_ID, page.answers));
      // The page's preloads (its largest picture) first: it takes the connection the page came on.
      if (page.head) html = html.replace(/<(link|script)\b/, (tag) => `${page.head}${tag}`);
      // No preload of the heading font: Chrome holds the first paint of a page that preloads an
      // `optional` font (up to 100 ms), and its 22 KB compete with the page's picture on a slow
      // phone. A first visit may keep Georgia, as `optional` allows (apps/shell/src/styles.css).
      html = html.replace(/<link\b[^>]*\bas="?font"?[^>]*>/g, '');
      // The shell's stylesheet inlined too: the first paint then waits for no request at all.
      if (shellStyle)
        html = html.replace(shellStyle.link, () => `<style>${shellStyle.css}</style>`);
      // The shell's script only once the page is used: the shell's page-boot.js starts it
      // (apps/shell/src/page-boot.js), which also fetches it ahead once the page has loaded.
      html = html.replace(
        /<script defer(?:="")? src="?([^" >]+)"?><\/script>/,
        (_, src: string) => {
          const main = escapeHtml(src);
          const boot = main.replace(/\bmain\.js/, 'page-boot.js');
          const now = atOnce ? ' data-at-once' : '';
          return `<script defer src="${boot}" data-main="${main}"${now}></script>`;
        },
      );
    }
    // Just before </head>: the build may reformat the template, but </head> is always there.
    return html.replace('</head>', () => `${tags.join('\n    ')}</head>`);
  }

  private readTemplate(): Template {
    const { mtimeMs } = statSync(this.file);
    if (this.template?.mtimeMs !== mtimeMs) {
      const html = readFileSync(this.file, 'utf8');
      const headless = html
        .replace(/<title>[\s\S]*?<\/title>\s*/, '')
        .replace(/<meta\s+name="?description"?(?=[\s/>])[^>]*>\s*/, '');
      this.template = { mtimeMs, headless, shellStyle: shellStyle(this.file, html) };
    }
    return this.template;
  }
}

/**
 * The stylesheet the shell's index.html links (the build's main.css), when there is exactly one
 * beside index.html and it can be inlined as it is.
 */
function shellStyle(indexFile: string, html: string): Template['shellStyle'] {
  const links = [...html.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g)].map((m) => m[0]);
  const href = links.length === 1 ? /\bhref="?\/([^"?# >]+)/.exec(links[0])?.[1] : undefined;
  if (!href) return null;
  const folder = dirname(indexFile);
  const file = normalize(join(folder, href));
  if (!file.startsWith(folder + sep) || !statSync(file, { throwIfNoEntry: false })) return null;
  const css = inlinableStyle(file);
  return css === null ? null : { link: links[0], css };
}

function jsonTag(id: string, json: string, type = 'application/json'): string {
  return `<script type="${type}" id="${id}">${json}</script>`;
}
