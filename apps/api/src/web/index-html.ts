import { readFileSync, statSync } from 'node:fs';
import { REGISTRY_ELEMENT_ID, type RemoteRegistry } from '@furnace/contracts';

/**
 * Data a page needs at once, inlined as JSON: `<script type="application/json" id={id}>` (or
 * `type`, e.g. application/ld+json for search engines). Data, never executed: the CSP allows it.
 */
export interface InlineData {
  id: string;
  value: unknown;
  type?: 'application/json' | 'application/ld+json';
}

/**
 * The shell's index.html with the remote registry inlined, so the shell knows where the remotes
 * live without another round trip, plus preload hints for the public remote every visitor needs.
 */
export class IndexHtml {
  private template: { mtimeMs: number; html: string } | null = null;

  constructor(private readonly file: string) {}

  /** `data`: more JSON the page reads at start (the site's content and alerts). */
  render(registry: RemoteRegistry, data: readonly InlineData[] = []): string {
    const html = this.readTemplate();
    const tags = [
      ...data.map((item) => jsonTag(item.id, item.value, item.type)),
      registryTags(registry),
    ];
    // Just before </head>: the build may reformat the template, but </head> is always there.
    return html.replace('</head>', `${tags.join('\n    ')}</head>`);
  }

  private readTemplate(): string {
    const { mtimeMs } = statSync(this.file);
    if (this.template?.mtimeMs !== mtimeMs) {
      this.template = { mtimeMs, html: readFileSync(this.file, 'utf8') };
    }
    return this.template.html;
  }
}

/** Escapes '<' so no value (a registry entry, a volunteer's text) can close the script element. */
function jsonTag(id: string, value: unknown, type = 'application/json'): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="${type}" id="${id}">${json}</script>`;
}

function registryTags(registry: RemoteRegistry): string {
  const tags = [jsonTag(REGISTRY_ELEMENT_ID, registry)];
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
