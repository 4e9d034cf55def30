import { readFileSync, statSync } from 'node:fs';
import { REGISTRY_ELEMENT_ID, type RemoteRegistry } from '@furnace/contracts';

/**
 * The shell's index.html with the remote registry inlined, so the shell knows where the remotes
 * live without another round trip, plus preload hints for the public remote every visitor needs.
 */
export class IndexHtml {
  private template: { mtimeMs: number; html: string } | null = null;

  constructor(private readonly file: string) {}

  render(registry: RemoteRegistry): string {
    const html = this.readTemplate();
    // Just before </head>: the build may reformat the template, but </head> is always there.
    return html.replace('</head>', `${registryTags(registry)}</head>`);
  }

  private readTemplate(): string {
    const { mtimeMs } = statSync(this.file);
    if (this.template?.mtimeMs !== mtimeMs) {
      this.template = { mtimeMs, html: readFileSync(this.file, 'utf8') };
    }
    return this.template.html;
  }
}

function registryTags(registry: RemoteRegistry): string {
  // Escape '<' so no registry value can close the script element.
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  const tags = [`<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${json}</script>`];
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
