import { readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import {
  REGISTRY_ELEMENT_ID,
  SERVER_ANSWERS_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  type RemoteRegistry,
} from '@furnace/contracts';
import { styleHash } from './content-security-policy';
import { escapeHtml } from './page-head';
import type { ServerRendered } from './server-render';

/**
 * Data a page needs at once, inlined as JSON: `<script type="application/json" id={id}>` (or
 * `type`, e.g. application/ld+json for search engines). Data, never executed: the CSP allows it.
 * `json` is made by `inlineJson`.
 */
export interface InlineData {
  id: string;
  json: string;
  type?: 'application/json' | 'application/ld+json';
}

/** Where PAGE_BOOT_JS is served (mount-web.ts). */
export const PAGE_BOOT_URL = '/page-boot.js';

/**
 * Loads the shell's script (its data-main) once the page has been painted: after the first
 * animation frame (none runs while the stylesheet still blocks rendering) and that frame's paint.
 */
export const PAGE_BOOT_JS = `(function () {
  var boot = document.currentScript;
  var main = boot && boot.getAttribute('data-main');
  if (!main) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      var script = document.createElement('script');
      script.src = main;
      document.head.appendChild(script);
    }, 0);
  });
})();
`;

/** JSON safe inside a script element: '<' escaped, so no value can close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The shell's index.html with the remote registry inlined, so the shell knows where the remotes
 * live without another round trip, plus preload hints for the public remote every visitor needs.
 */
export class IndexHtml {
  private template: Template | null = null;

  constructor(private readonly file: string) {}

  /**
   * `data`: more JSON the page carries (the museum's JSON-LD). `head`: the page's
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
      registryTags(registry, !page),
    ];
    if (page) {
      // The page as the shell's server bundle rendered it (header, alerts, main, footer) in place
      // of #root's placeholder: painted before any script runs (and all that readers without
      // JavaScript and crawlers get); the shell hydrates it (apps/shell/src/bootstrap.tsx), and
      // takes the mark off once the page is live. The template's note that the site needs
      // JavaScript goes.
      html = html
        .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
        .replace(
          /<div id="?root"?>[\s\S]*?(<\/div>\s*<\/body>)/,
          (_, end: string) => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page.html}${end}`,
        );
      if (page.answers) tags.push(jsonTag(SERVER_ANSWERS_ELEMENT_ID, page.answers));
      // The page's preloads (its largest picture) first of all requests: the picture then takes
      // the connection the page came on, instead of opening one behind the font and the scripts.
      if (page.head) html = html.replace(/<(link|script)\b/, (tag) => `${page.head}${tag}`);
      // No preload of the heading font: Chrome holds the first paint of a page that preloads a
      // `font-display: optional` font until it arrives (up to 100 ms), and on a slow phone its
      // 22 KB compete with the page's own picture. The heading asks for it as it is laid out;
      // a first visit may keep Georgia, as `optional` allows (apps/shell/src/styles.css).
      html = html.replace(/<link\b[^>]*\bas="?font"?[^>]*>/g, '');
      // The shell's stylesheet inlined too: the first paint then waits for no request at all.
      const { shellStyle } = template;
      if (shellStyle)
        html = html.replace(shellStyle.link, () => `<style>${shellStyle.css}</style>`);
      // The shell's script only after the first paint: the page is there, and its download would
      // compete with what that paint needs (PAGE_BOOT_JS).
      html = html.replace(
        /<script defer(?:="")? src="?([^" >]+)"?><\/script>/,
        (_, src: string) =>
          `<script defer src="${PAGE_BOOT_URL}" data-main="${escapeHtml(src)}"></script>`,
      );
    }
    // Just before </head>: the build may reformat the template, but </head> is always there.
    return html.replace('</head>', () => `${tags.join('\n    ')}</head>`);
  }

  /**
   * The CSP hash ('sha256-…') of the shell's stylesheet as server-rendered pages inline it, or
   * null when it is linked (mount-web.ts allows it in the page's Content-Security-Policy).
   */
  shellStyleHash(): string | null {
    return this.readTemplate().shellStyle?.hash ?? null;
  }

  private readTemplate(): Template {
    const { mtimeMs } = statSync(this.file);
    if (this.template?.mtimeMs !== mtimeMs) {
      const html = readFileSync(this.file, 'utf8');
      // The template's generic title and description, for pages that bring their own.
      const headless = html
        .replace(/<title>[\s\S]*?<\/title>\s*/, '')
        .replace(/<meta\s+name="?description"?(?=[\s/>])[^>]*>\s*/, '');
      this.template = { mtimeMs, html, headless, shellStyle: shellStyle(this.file, html) };
    }
    return this.template;
  }
}

interface Template {
  mtimeMs: number;
  html: string;
  headless: string;
  /** The shell's one stylesheet: its <link> in the template, its text, its CSP hash. */
  shellStyle: { link: string; css: string; hash: string } | null;
}

/**
 * The stylesheet the shell's index.html links (the build's main.css), when there is exactly one
 * and it can be inlined as it is: beside index.html, and every url() in it site-absolute.
 */
function shellStyle(indexFile: string, html: string): Template['shellStyle'] {
  const links = [...html.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g)].map((m) => m[0]);
  const href = links.length === 1 ? /\bhref="?\/([^"?# >]+)/.exec(links[0])?.[1] : undefined;
  if (!href) return null;
  const folder = dirname(indexFile);
  const file = normalize(join(folder, href));
  if (!file.startsWith(folder + sep) || !statSync(file, { throwIfNoEntry: false })) return null;
  const css = readFileSync(file, 'utf8')
    .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
    .trim()
    .replace(/<\/style/gi, '<\\/style');
  if ([...css.matchAll(/url\(\s*['"]?([^'")\s]*)/gi)].some((m) => !/^(\/|data:)/.test(m[1])))
    return null;
  return { link: links[0], css, hash: styleHash(css) };
}

/**
 * The remote's stylesheets (the page is painted before any script): inlined in one <style> when
 * they can be, so the first paint waits for no request of the remote's; the remote's code later
 * links the same files.
 */
function pageHeadTags(page: ServerRendered): string[] {
  const tags: string[] = [];
  if (page.inlineStyle) {
    if (page.inlineStyle.css) tags.push(`<style>${page.inlineStyle.css}</style>`);
  } else {
    tags.push(...page.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`));
  }
  return tags;
}

function jsonTag(id: string, json: string, type = 'application/json'): string {
  return `<script type="${type}" id="${id}">${json}</script>`;
}

/**
 * `preload`: fetch the public remote's entry at once (the page is empty until it has run); not
 * when the server sent the page, whose first paint would only compete with it for the network.
 */
function registryTags(registry: RemoteRegistry, preload: boolean): string {
  const tags = [jsonTag(REGISTRY_ELEMENT_ID, inlineJson(registry))];
  const publicSite = registry.remotes.find((remote) => remote.name === 'public_site');
  if (publicSite && preload) {
    // Every visitor needs this remote: fetch its entry while the shell's own code downloads.
    tags.push(`<link rel="preload" href="${escapeHtml(publicSite.entry)}" as="script">`);
  }
  return tags.join('\n    ');
}
