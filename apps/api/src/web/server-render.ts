import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { runInThisContext } from 'node:vm';
import type { RemoteRegistry } from '@furnace/contracts';
import Beasties from 'beasties';
import { styleAttributeHashes, styleHash } from './content-security-policy';
import { DEPLOYMENTS_FOLDER, DEPLOYMENTS_URL } from './deployed-remotes';
import { inlineJson } from './index-html';

/** GET /api/v1{path} answered from the API's caches (content/page-data.ts siteApiSource). */
export type ApiSource = (path: string) => Promise<unknown>;

/** What the public_site remote's server bundle exports (apps/public-site/src/server/render.tsx). */
interface RenderBundle {
  RENDER_CONTRACT: number;
  render(
    url: string,
    options: { api: ApiSource; publicPath: string; origin: string },
  ): Promise<{ html: string; head: string; answers?: Record<string, unknown>; alerts?: string }>;
}

/** A page rendered on the server: its HTML, and tags for the head (preloads, its stylesheets). */
export interface ServerRendered {
  html: string;
  head: string;
  /**
   * The page's query answers by key, as JSON to inline (the browser's useApiQuery starts from
   * them, so its first render shows what the HTML shows); empty when the bundle gives none.
   */
  answers: string;
  /** The site's alerts as the shell shows them above <main> ('' when none, or an older bundle). */
  alerts: string;
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

const CONTRACT = 1;
/** A render that takes longer is given up: the page goes out without it. */
const RENDER_TIMEOUT_MS = 2000;
/** Rendered pages remembered (by URL), and for how long at most. */
const MEMO_SIZE = 200;
const MEMO_MAX_AGE_MS = 60_000;
/** The page's largest image goes into its HTML when it is an SVG this small. */
const MAX_INLINED_IMAGE_BYTES = 8 * 1024;
/** What a data read that failed is remembered as. */
const FAILED = Symbol('failed');

/** A page rendered earlier, and every answer the render read (path, value) to render it. */
interface Memo {
  bundle: RenderBundle;
  at: number;
  reads: [string, unknown][];
  rendered: Omit<ServerRendered, 'styles'>;
}

interface Loaded {
  file: string;
  mtimeMs: number;
  bundle: RenderBundle;
  publicPath: string;
  styles: string[];
  inlineStyle: InlineStyle | null;
  folder: string;
  /** Preloaded images by URL: as a data: URL, or null (too large, not an SVG of the remote's). */
  images: Map<string, string | null>;
}

/**
 * Renders public pages to HTML with the server bundle of the DEPLOYED public_site remote
 * ({its folder}/server/render.js, built beside its browser files): the remote the registry names
 * now, so a redeploy (or a rebuilt folder) brings its new HTML with the next page, without a
 * restart. Anything that goes wrong (no bundle, a remote on another origin, a render that throws
 * or takes too long) gives null, and the page goes out as the plain shell, as before.
 */
export class ServerRender {
  private loaded: Loaded | null = null;
  private readonly warned = new Set<string>();
  private readonly memo = new Map<string, Memo>();

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
    const remote = registry.remotes.find((candidate) => candidate.name === 'public_site');
    const folder = remote && this.folderOf(remote.entry);
    if (!remote || !folder) return null;
    let loaded: Loaded | null;
    try {
      loaded = this.load(folder, remote.entry);
    } catch (error) {
      this.warnOnce(folder, `Server render of ${folder} unavailable: ${(error as Error).message}`);
      return null;
    }
    if (!loaded) return null;
    const { bundle, publicPath, styles } = loaded;
    const earlier = this.memo.get(url);
    if (earlier && (await this.stillValid(earlier, bundle))) return { ...earlier.rendered, styles };
    const reads: [string, unknown][] = [];
    const api: ApiSource = async (path) => {
      try {
        const value = await this.api(path);
        reads.push([path, value]);
        return value;
      } catch (error) {
        reads.push([path, FAILED]);
        throw error;
      }
    };
    let timer: NodeJS.Timeout | undefined;
    try {
      const { html, head, answers, alerts } = await Promise.race([
        bundle.render(url, { api, publicPath, origin: this.origin }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), RENDER_TIMEOUT_MS);
        }),
      ]);
      const page = this.withImagesInlined(html, head, loaded);
      const rendered = {
        ...page,
        answers: answers ? inlineJson(answers) : '',
        alerts: alerts ?? '',
        styleAttributeHashes: styleAttributeHashes(page.html),
        inlineStyle: loaded.inlineStyle && (await usedStyles(loaded.inlineStyle, page.html)),
      };
      this.remember(url, { bundle, at: Date.now(), reads, rendered });
      return { ...rendered, styles };
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
   * preload goes: it would only compete with the first paint. The live page that replaces the HTML
   * loads it from its URL, and is swapped in once it has (apps/shell/src/bootstrap.tsx).
   */
  private withImagesInlined(
    html: string,
    head: string,
    loaded: Loaded,
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

  /**
   * An earlier render of the same page is still the page: same bundle, under a minute old, and
   * every answer it read is still the same (the caches hand out the same objects until a write;
   * small answers made afresh, such as the status, are compared by their JSON).
   */
  private async stillValid(memo: Memo, bundle: RenderBundle): Promise<boolean> {
    if (memo.bundle !== bundle || Date.now() - memo.at > MEMO_MAX_AGE_MS) return false;
    for (const [path, value] of memo.reads) {
      const now = await this.api(path).catch(() => FAILED);
      if (now !== value && JSON.stringify(now) !== JSON.stringify(value)) return false;
    }
    return true;
  }

  private remember(url: string, memo: Memo) {
    this.memo.delete(url);
    if (this.memo.size >= MEMO_SIZE) this.memo.delete(this.memo.keys().next().value as string);
    this.memo.set(url, memo);
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

  /** The folder's bundle, loaded again whenever its file changes (a rebuild in place). */
  private load(folder: string, entry: string): Loaded | null {
    const file = join(folder, 'server', 'render.js');
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) {
      this.warnOnce(file, `No server render at ${file}: pages go out without their HTML.`);
      return null;
    }
    if (this.loaded?.file === file && this.loaded.mtimeMs === stat.mtimeMs) return this.loaded;
    const bundle = loadCommonJs(file) as RenderBundle;
    if (bundle.RENDER_CONTRACT !== CONTRACT || typeof bundle.render !== 'function') {
      throw new Error(`${file} does not follow render contract ${CONTRACT}`);
    }
    const publicPath = entry.slice(0, entry.lastIndexOf('/') + 1);
    const styles = readdirSync(folder)
      .filter((name) => name.endsWith('.css'))
      .sort(inLoadOrder)
      .map((name) => publicPath + name);
    const inlineStyle = inlinedStyles(
      folder,
      styles.map((href) => href.slice(publicPath.length)),
    );
    this.loaded = {
      file,
      mtimeMs: stat.mtimeMs,
      bundle,
      publicPath,
      styles,
      inlineStyle,
      folder,
      images: new Map(),
    };
    return this.loaded;
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
 * about a third, and a page under ~14 KB gzipped arrives in one round trip (issue 17, ADR 7).
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
 * third longer and compresses worse): spaces and = : / , ; stay as they are, quotes and # do not.
 */
function svgDataUrl(svg: string): string {
  const kept: Record<string, string> = {
    '%20': ' ',
    '%3D': '=',
    '%3A': ':',
    '%2F': '/',
    '%2C': ',',
    '%3B': ';',
  };
  return `data:image/svg+xml,${encodeURIComponent(svg.trim()).replace(/%(20|3D|3A|2F|2C|3B)/g, (code) => kept[code])}`;
}

/**
 * Runs a CommonJS file afresh (not through require's cache, so a rebuilt file at the same path is
 * read again), with a require of its own for the Node built-ins it uses.
 */
function loadCommonJs(file: string): unknown {
  const wrapper = runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`,
    { filename: file },
  ) as (...args: unknown[]) => void;
  const module = { exports: {} as unknown };
  // Through getBuiltinModule: webpack, which bundles the API, would rewrite an imported
  // createRequire into its own require, which cannot load files of other folders.
  const { createRequire } = process.getBuiltinModule('node:module');
  wrapper(module.exports, createRequire(file), module, file, dirname(file));
  return module.exports;
}
