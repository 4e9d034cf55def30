import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { SERVER_RENDER_CONTRACT, type RemoteRegistry } from '@furnace/contracts';
import Beasties from 'beasties';
import { styleAttributeHashes, styleHash } from './content-security-policy';
import { DEPLOYMENTS_FOLDER, DEPLOYMENTS_URL } from './deployed-remotes';
import { ServerBundleSandbox } from './load-server-bundle';
import { RenderQueue, renderKey } from './render-queue';
import { inlineJson } from './index-html';

/** GET /api/v1{path} answered from the API's caches (content/page-data.ts siteApiSource). */
export type ApiSource = (path: string) => Promise<unknown>;

/** What the shell's server bundle exports (apps/shell/src/server/render.tsx). */
interface ShellBundle {
  RENDER_CONTRACT: number;
  /** The modules a remote's server bundle takes from the shell's (its externals). */
  shared: Record<string, unknown>;
  render(
    url: string,
    options: {
      api: ApiSource;
      origin: string;
      registry: RemoteRegistry;
      remotes: Record<string, unknown>;
    },
  ): Promise<{ html: string; head: string; answers?: unknown }>;
}

/** What the public_site remote's server bundle exports (apps/public-site/src/server/render.tsx). */
interface RemoteBundle {
  RENDER_CONTRACT: number;
  load(options: { publicPath: string }): Promise<{ Routes: unknown }>;
}

/** A page rendered on the server: its HTML, and tags for the head (preloads, its stylesheets). */
export interface ServerRendered {
  /** What goes in #root: the shell's tree (header, alerts, main, footer) as HTML to hydrate. */
  html: string;
  head: string;
  /**
   * The answers the page's reads got (the render's TanStack Query cache, dehydrated), as JSON to
   * inline: the browser's QueryClient starts from them, so its first render shows what the HTML
   * shows and asks nothing; empty when the bundle gives none.
   */
  answers: string;
  /** The CSP hashes of the style attributes in `html` (content-security-policy.ts). */
  styleAttributeHashes: string[];
  /** The remote's stylesheets, linked in the head (the page is painted before any script). */
  styles: string[];
  /**
   * Or, when they can be (no url() to resolve), the rules of theirs that this page's HTML uses, in
   * one `<style>` (the page then waits for no stylesheet of the remote), and its CSP hash
   * ('sha256-…'). The live page links the remote's stylesheets as its code loads.
   */
  inlineStyle: InlineStyle | null;
}

type InlineStyle = { css: string; hash: string };

/** A render that takes longer is given up: the page goes out without it. */
const RENDER_TIMEOUT_MS = 2000;
/** The page's largest image goes into its HTML when it is an SVG this small. */
const MAX_INLINED_IMAGE_BYTES = 8 * 1024;

interface LoadedShell {
  file: string;
  mtimeMs: number;
  bundle: ShellBundle;
  /** Where it runs, and the remote's bundle with it (ADR 13). */
  sandbox: ServerBundleSandbox;
  /** Whether a remote's bundle has run in its sandbox (another one gets a fresh sandbox). */
  withRemote: boolean;
}

interface LoadedRemote {
  file: string;
  mtimeMs: number;
  /** The shell bundle it was loaded with (its React, its router): loaded again with another. */
  shell: ShellBundle;
  bundle: RemoteBundle;
  Routes: unknown;
  publicPath: string;
  styles: string[];
  inlineStyle: InlineStyle | null;
  folder: string;
  /** Preloaded images by URL: as a data: URL, or null (too large, not an SVG of the remote's). */
  images: Map<string, string | null>;
}

/**
 * Renders public pages to HTML with the shell's server bundle (WEB_ROOT/shell/server/render.js)
 * and, inside it, the server bundle of the DEPLOYED public_site remote ({its folder}/server/
 * render.js, built beside its browser files): the remote the registry names now, so a redeploy (or
 * a rebuilt folder) brings its new HTML with the next page, without a restart. The remote's bundle
 * takes React and the router from the shell's, as in the browser. Anything that goes wrong (no
 * bundle, one of another contract, a remote on another origin, a render that throws or takes too
 * long) gives null, and the page goes out as the plain shell, as before. Rendered pages are kept
 * whole with the API's answers (web/mount-web.ts keepPage), by `bundlesVersion` too.
 */
export class ServerRender {
  private shell: LoadedShell | null = null;
  private remote: LoadedRemote | null = null;
  private readonly warned = new Set<string>();
  private readonly queue = new RenderQueue();

  /**
   * `origin`: the site's public address (PUBLIC_URL, no trailing slash), for the absolute URLs of
   * the JSON-LD the pages render.
   */
  constructor(
    private readonly webRoot: string,
    private readonly dataDir: string,
    private readonly api: ApiSource,
    private readonly origin = '',
  ) {}

  async render(registry: RemoteRegistry, url: string): Promise<ServerRendered | null> {
    const entry = registry.remotes.find((candidate) => candidate.name === 'public_site');
    const folder = entry && this.folderOf(entry.entry);
    if (!entry || !folder) return null;
    let shell: ShellBundle | null;
    let remote: LoadedRemote | null;
    try {
      shell = this.loadShell();
      remote = shell && (await this.loadRemote(folder, entry.entry, shell));
    } catch (error) {
      this.warnOnce(folder, `Server render unavailable: ${(error as Error).message}`);
      return null;
    }
    if (!shell || !remote) return null;
    // A new remote's bundle runs beside a shell loaded afresh for it.
    const loaded = { shell: remote.shell, remote };
    // Throws RenderQueueFull when too many renders wait already (the caller answers 503).
    return this.queue.run(() => this.renderAfresh(registry, renderKey(url), loaded));
  }

  /** The modification times of the bundles a render with `registry` runs: a page's version. */
  bundlesVersion(registry: RemoteRegistry): string {
    const entry = registry.remotes.find((candidate) => candidate.name === 'public_site');
    const folder = entry && this.folderOf(entry.entry);
    const mtime = (root: string | null | undefined) =>
      root && statSync(join(root, 'server', 'render.js'), { throwIfNoEntry: false })?.mtimeMs;
    return `${mtime(join(this.webRoot, 'shell'))}:${mtime(folder)}`;
  }

  private async renderAfresh(
    registry: RemoteRegistry,
    url: string,
    { shell, remote }: { shell: ShellBundle; remote: LoadedRemote },
  ): Promise<ServerRendered | null> {
    const { styles } = remote;
    let timer: NodeJS.Timeout | undefined;
    try {
      const { html, head, answers } = await Promise.race([
        shell.render(url, {
          api: this.api,
          origin: this.origin,
          registry,
          remotes: { public_site: remote.Routes },
        }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), RENDER_TIMEOUT_MS);
        }),
      ]);
      const page = this.withImagesInlined(html, head, remote);
      return {
        ...page,
        answers: answers ? inlineJson(answers) : '',
        styleAttributeHashes: styleAttributeHashes(page.html),
        inlineStyle: remote.inlineStyle && (await usedStyles(remote.inlineStyle, page.html)),
        styles,
      };
    } catch (error) {
      console.warn(`Server render of ${url} failed: ${(error as Error).message}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The page's largest image (the one React preloads) as a data: URL in the HTML when it is a
   * small SVG of the remote's: painted with the HTML, waiting for no request (the LCP). Its
   * preload goes: it would only compete with the first paint. Hydration keeps the picture as it is
   * (React does not rewrite the attributes of the server's nodes).
   */
  private withImagesInlined(
    html: string,
    head: string,
    loaded: LoadedRemote,
  ): { html: string; head: string } {
    for (const [preload, href] of head.matchAll(
      /<link rel="preload" as="image" href="([^"]+)"[^>]*>/g,
    )) {
      if (!href.startsWith(loaded.publicPath) || !href.endsWith('.svg')) continue;
      let data = loaded.images.get(href);
      if (data === undefined) {
        const file = normalize(join(loaded.folder, href.slice(loaded.publicPath.length)));
        const stat = file.startsWith(loaded.folder + sep)
          ? statSync(file, { throwIfNoEntry: false })
          : undefined;
        data =
          stat && stat.size <= MAX_INLINED_IMAGE_BYTES
            ? svgDataUrl(readFileSync(file, 'utf8'))
            : null;
        loaded.images.set(href, data);
      }
      if (data) {
        html = html.split(`src="${href}"`).join(`src="${data}"`);
        head = head.replace(preload, '');
      }
    }
    return { html, head };
  }

  /** The folder of a site-relative remote entry: built in (/remotes/…) or deployed (/deployed/…). */
  private folderOf(entry: string): string | null {
    const builtIn = /^\/remotes\/([a-z0-9-]+)\/remoteEntry\.js$/.exec(entry);
    if (builtIn) return join(this.webRoot, builtIn[1]);
    if (entry.startsWith(`${DEPLOYMENTS_URL}/`) && entry.endsWith('/remoteEntry.js')) {
      const root = join(this.dataDir, DEPLOYMENTS_FOLDER);
      const folder = normalize(join(root, dirname(entry.slice(DEPLOYMENTS_URL.length))));
      return folder.startsWith(root + sep) ? folder : null;
    }
    return null; // another origin: its code is not ours to run
  }

  /**
   * The shell's bundle, in a sandbox of its own: loaded again whenever its file changes (a redeploy
   * of the shell), or `afresh`, for a remote's bundle other than the one that ran beside it.
   */
  private loadShell(afresh = false): ShellBundle | null {
    const file = join(this.webRoot, 'shell', 'server', 'render.js');
    const stat = this.bundleStat(file);
    if (!stat) return null;
    if (!afresh && this.shell?.file === file && this.shell.mtimeMs === stat.mtimeMs) {
      return this.shell.bundle;
    }
    const sandbox = new ServerBundleSandbox('server render');
    const bundle = sandbox.bundle<ShellBundle>(sandbox.load(file));
    if (
      bundle.RENDER_CONTRACT !== SERVER_RENDER_CONTRACT ||
      typeof bundle.render !== 'function' ||
      typeof bundle.shared !== 'object'
    ) {
      throw new Error(`${file} does not follow render contract ${SERVER_RENDER_CONTRACT}`);
    }
    this.shell = { file, mtimeMs: stat.mtimeMs, bundle, sandbox, withRemote: false };
    return bundle;
  }

  /**
   * The remote folder's bundle, loaded again whenever its file changes (a rebuild in place) or the
   * shell's does (the remote's React is the shell's).
   */
  private async loadRemote(
    folder: string,
    entry: string,
    shell: ShellBundle,
  ): Promise<LoadedRemote | null> {
    const file = join(folder, 'server', 'render.js');
    const stat = this.bundleStat(file);
    if (!stat) return null;
    const loaded = this.remote;
    if (loaded?.file === file && loaded.mtimeMs === stat.mtimeMs && loaded.shell === shell) {
      return loaded;
    }
    if (this.shell?.bundle !== shell) return null;
    if (this.shell.withRemote) shell = this.loadShell(true) ?? shell;
    const { sandbox } = this.shell;
    this.shell.withRemote = true;
    const bundle = sandbox.bundle<RemoteBundle>(sandbox.load(file, shell.shared));
    if (bundle.RENDER_CONTRACT !== SERVER_RENDER_CONTRACT || typeof bundle.load !== 'function') {
      throw new Error(`${file} does not follow render contract ${SERVER_RENDER_CONTRACT}`);
    }
    const publicPath = entry.slice(0, entry.lastIndexOf('/') + 1);
    const { Routes } = await bundle.load({ publicPath });
    if (typeof Routes !== 'function') throw new Error(`${file} gives no routes component`);
    const styles = readdirSync(folder)
      .filter((name) => name.endsWith('.css'))
      .sort(inLoadOrder)
      .map((name) => publicPath + name);
    const inlineStyle = inlinedStyles(
      folder,
      styles.map((href) => href.slice(publicPath.length)),
    );
    this.remote = {
      file,
      mtimeMs: stat.mtimeMs,
      shell,
      bundle,
      Routes,
      publicPath,
      styles,
      inlineStyle,
      folder,
      images: new Map(),
    };
    return this.remote;
  }

  /** The bundle file's stat, or null (said once in the log) when there is none. */
  private bundleStat(file: string) {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) this.warnOnce(file, `No server render at ${file}: pages go out without their HTML.`);
    return stat ?? null;
  }

  private warnOnce(key: string, message: string) {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    console.warn(message);
  }
}

/**
 * The remote's stylesheets in the order the browser loads them, as far as it can be known: the
 * exposed module's own (`__federation_expose_*`) first, then the lazy chunks'. Rules of equal
 * specificity then win in the inlined page as they do in the live one (a page's chunk may restyle
 * what the exposed module styles: `.event-page__other-dates h2` after `.page-section h2`).
 */
function inLoadOrder(a: string, b: string): number {
  const exposed = (name: string) => Number(name.startsWith('__federation_expose'));
  return exposed(b) - exposed(a) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * The remote's stylesheets as one `<style>`'s text (source map comments dropped), or null when one
 * refers to a file (url(): relative to the stylesheet, which would be wrong inside the page).
 */
function inlinedStyles(folder: string, names: string[]): { css: string; hash: string } | null {
  if (!names.length) return null;
  const sheets = names.map((name) =>
    readFileSync(join(folder, name), 'utf8')
      .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
      .trim(),
  );
  if (sheets.some((css) => /url\(/i.test(css))) return null;
  const css = sheets.join('\n').replace(/<\/style/gi, '<\\/style');
  return { css, hash: styleHash(css) };
}

/**
 * Beasties (a maintained fork of Google's critters) keeps the rules of a page's inline <style> that
 * its HTML uses, @media and @keyframes included: the remote's stylesheets are ~25 KB, a page uses
 * about a third, and a page under ~14 KB gzipped arrives in one round trip (ADR 7).
 */
const beasties = new Beasties({
  logLevel: 'silent',
  reduceInlineStyles: true,
  external: false,
  keyframes: 'critical',
  fonts: false,
  compress: false,
});

/** The rules of `all` that the page's HTML uses (all of them if Beasties fails), with its hash. */
async function usedStyles(all: InlineStyle, html: string): Promise<InlineStyle> {
  let css = all.css;
  try {
    const page = await beasties.process(
      `<!doctype html><html><head><style>${all.css}</style></head><body>${html}</body></html>`,
    );
    css = /<style[^>]*>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
  } catch (error) {
    console.warn(`Could not pick the page's styles: ${(error as Error).message}`);
  }
  if (!css.trim()) return { css: '', hash: '' }; // none needed: nothing to inline, nor to link
  return css === all.css ? all : { css, hash: styleHash(css) };
}

/**
 * An SVG as a data: URL in its own text, percent-encoded where it must be (not base64, which is a
 * third longer and compresses worse): = : / , ; stay as they are; quotes, # and spaces do not (a
 * URL with a raw space is not a valid `src` to an HTML checker).
 */
function svgDataUrl(svg: string): string {
  const kept: Record<string, string> = {
    '%3D': '=',
    '%3A': ':',
    '%2F': '/',
    '%2C': ',',
    '%3B': ';',
  };
  return `data:image/svg+xml,${encodeURIComponent(svg.trim()).replace(/%(3D|3A|2F|2C|3B)/g, (code) => kept[code])}`;
}
