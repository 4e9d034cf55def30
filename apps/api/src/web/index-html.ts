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

/** '<' escaped: no value can close the script element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A stylesheet's text to inline, or null when a url() in it is relative to the file. */
export function inlinableStyle(file: string): string | null {
  const css = readFileSync(file, 'utf8')
    .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
    .trim();
  if ([...css.matchAll(/url\(\s*['"]?([^'")\s]*)/gi)].some((m) => !/^(\/|data:)/.test(m[1])))
    return null;
  return safeStyle(css);
}

/**
 * The shell's index.html (`file`, read as each page is made: pages are kept) with the registry, the
 * museum's JSON-LD, the page's head and the server's page, if any. `atOnce`: the page's script
 * starts as it arrives, not once the page is used (page-boot.js).
 */
export function indexHtml(
  file: string,
  registry: RemoteRegistry,
  jsonLd: object | null,
  head: string,
  page: ServerRendered | null | undefined,
  atOnce: boolean,
): string {
  const template = readFileSync(file, 'utf8');
  const tags = [
    head,
    ...(page?.styles ?? []),
    ...(jsonLd ? [jsonTag('museum-json-ld', inlineJson(jsonLd), 'application/ld+json')] : []),
    jsonTag(REGISTRY_ELEMENT_ID, inlineJson(registry)),
  ];
  // Without the generic title and description: every page brings its own.
  let html = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="?description"?(?=[\s/>])[^>]*>\s*/, '');
  if (!page) {
    // Every visitor needs it (beside a server's page it would compete with the first paint).
    const publicSite = registry.remotes.find((remote) => remote.name === 'public_site');
    if (publicSite)
      tags.push(`<link rel="preload" href="${escapeHtml(publicSite.entry)}" as="script">`);
  } else {
    // The server's page in #root, marked until the shell has hydrated it (bootstrap.tsx).
    html = html
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(
        /<div id="?root"?>[\s\S]*?(<\/div>\s*<\/body>)/,
        (_, end: string) => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page.html}${end}`,
      );
    if (page.answers) tags.push(jsonTag(SERVER_ANSWERS_ELEMENT_ID, page.answers));
    // The page's preloads (its largest picture) first: it takes the connection the page came on.
    if (page.head) html = html.replace(/<(link|script)\b/, (tag) => `${page.head}${tag}`);
    // No font preload: Chrome holds the first paint of a page that preloads an `optional` font.
    html = html.replace(/<link\b[^>]*\bas="?font"?[^>]*>/g, '');
    // The shell's stylesheet inlined too: the first paint then waits for no request at all.
    const shell = shellStyle(file, template);
    if (shell) html = html.replace(shell.link, () => `<style>${shell.css}</style>`);
    // The shell's script only once the page is used: page-boot.js starts it (ADR 41).
    html = html.replace(/<script defer(?:="")? src="?([^" >]+)"?><\/script>/, (_, src: string) => {
      const main = escapeHtml(src);
      const boot = main.replace(/\bmain\.js/, 'page-boot.js');
      const now = atOnce ? ' data-at-once' : '';
      return `<script defer src="${boot}" data-main="${main}"${now}></script>`;
    });
  }
  // Just before </head>: the build may reformat the template, but </head> is always there.
  return html.replace('</head>', () => `${tags.join('\n    ')}</head>`);
}

/** The one stylesheet index.html links, when it is beside it and can be inlined. */
function shellStyle(indexFile: string, html: string) {
  const links = [...html.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g)].map((m) => m[0]);
  const href = links.length === 1 ? /\bhref="?\/([^"?# >]+)/.exec(links[0])?.[1] : undefined;
  if (!href) return null;
  const folder = dirname(indexFile);
  const file = normalize(join(folder, href));
  if (!file.startsWith(folder + sep) || !statSync(file, { throwIfNoEntry: false })) return null;
  const css = inlinableStyle(file);
  return css === null ? null : { link: links[0], css };
}

/** Inlined JSON: data, never executed, so the CSP allows it. */
function jsonTag(id: string, json: string, type = 'application/json'): string {
  return `<script type="${type}" id="${id}">${json}</script>`;
}
