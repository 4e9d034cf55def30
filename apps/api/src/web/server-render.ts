import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { SERVER_RENDER_CONTRACT, type ApiSource, type RemoteRegistry } from '@furnace/contracts';
import pLimit from 'p-limit';
import type { KeptPage } from '../cache/answers';
import { safeStyle } from './content-security-policy';
import { inlineJson, inlinableStyle } from './index-html';
import { ServerBundleSandbox } from './load-server-bundle';
import { escapeHtml } from './page-head';

/** What the shell's server bundle exports (apps/shell/src/server/render.tsx). */
interface ShellBundle {
  RENDER_CONTRACT: number;
  /** The modules a remote's server bundle takes from the shell's (its externals). */
  shared: Record<string, unknown>;
  render(
    url: string,
    options: { api: ApiSource; origin: string; registry: RemoteRegistry; remotes: object },
  ): Promise<{ html: string; head: string; answers?: unknown }>;
}

/** What the public_site remote's server bundle exports (apps/public-site/src/server/render.tsx). */
interface RemoteBundle {
  RENDER_CONTRACT: number;
  load(options: { publicPath: string }): Promise<{ Routes: unknown }>;
}

/** A page rendered on the server, for index-html.ts; what it read, for Answers.page. */
export interface ServerRendered extends Pick<KeptPage, 'reads' | 'missing'> {
  /** What goes in #root: the shell's tree (header, alerts, main, footer) as HTML to hydrate. */
  html: string;
  /** The page's preloads, for the head. */
  head: string;
  /** The render's TanStack Query cache, dehydrated, as JSON ('' for none): nothing asked twice. */
  answers: string;
  /** The remote's rules the page uses in one `<style>` (links when one has a relative url()). */
  styles: string[];
}

/** Where `npm run deploy:remote` puts immutable versions ({remote}/{version}/), and their URL. */
export const DEPLOYMENTS_FOLDER = 'deployments';
export const DEPLOYMENTS_URL = '/deployed';

/** The query parameters a public page reads: any other is left out (`/events?u=1` is `/events`). */
const PAGE_QUERY_PARAMETERS: readonly string[] = ['category', 'after', 'date'];

/**
 * The URL a public page is rendered and kept by: its path and the parameters it reads, sorted by
 * name. A repeated parameter's values keep their order (the sort is stable): the page reads the
 * first, as the browser does when it hydrates.
 */
export function renderKey(url: string): string {
  const parsed = new URL(url, 'http://page.invalid');
  const kept = [...parsed.searchParams]
    .filter(([name]) => PAGE_QUERY_PARAMETERS.includes(name))
    .sort(([a], [b]) => a.localeCompare(b));
  const query = new URLSearchParams(kept).toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/** Too many renders run and wait: a 503 at once, so a flood of new pages cannot starve the rest. */
export class RenderQueueFull extends Error {}

const RENDERING = 2;
const RENDERS_WAITING = 8;
/** A render that takes longer is given up: the page goes out without it. */
const RENDER_TIMEOUT_MS = 2000;
/** A styles worker that has not loaded Beasties by then is given up (seconds on a busy machine). */
const LOAD_TIMEOUT_MS = 30_000;
/** The page's largest image goes into its HTML when it is an SVG this small. */
const MAX_INLINED_IMAGE_BYTES = 8 * 1024;

/** The public_site remote's files, built in or deployed here, with both bundles' mtimes. */
export interface Bundles {
  folder: string;
  file: string;
  publicPath: string;
  /** Part of a page's version: a rebuilt or redeployed bundle makes new pages. */
  version: string;
}

/** Both bundles of a render, in one sandbox, with what was read of the remote's folder. */
interface LoadedBundles extends Bundles {
  shell: ShellBundle;
  Routes: unknown;
  links: string[];
  /** The remote's stylesheets as one, when they can be inlined. */
  css: string | null;
}

/**
 * Renders public pages with the shell's server bundle and the public_site remote's the registry
 * names now (a redeploy shows with the next page). Anything failing gives null: the plain shell.
 */
export class ServerRender {
  private loaded: LoadedBundles | null = null;
  private readonly warned = new Set<string>();
  private readonly queue = pLimit(RENDERING);
  private aheadInLine = 0;
  private readonly shellFile: string;

  /** `origin`: the site's public address (no trailing slash), for the JSON-LD's absolute URLs. */
  constructor(
    private readonly webRoot: string,
    private readonly dataDir: string,
    private readonly api: ApiSource,
    private readonly origin = '',
  ) {
    this.shellFile = join(webRoot, 'shell', 'server', 'render.js');
  }

  /**
   * `ahead`: a page made before anyone asks. It waits its turn but is never refused, and does not
   * take a visitor's place in line (it is made one at a time, so it adds at most one).
   */
  async render(
    bundles: Bundles | null,
    registry: RemoteRegistry,
    url: string,
    ahead = false,
  ): Promise<ServerRendered | null> {
    const loaded =
      bundles &&
      (await this.load(bundles).catch((error: Error) => {
        this.warnOnce(bundles.folder, `Server render unavailable: ${error.message}`);
        return null;
      }));
    if (!loaded) return null;
    const visitors = this.queue.activeCount + this.queue.pendingCount - this.aheadInLine;
    if (!ahead && visitors >= RENDERING + RENDERS_WAITING) throw new RenderQueueFull();
    this.aheadInLine += Number(ahead);
    const rendered = this.queue(() => this.renderAfresh(registry, renderKey(url), loaded));
    return rendered.finally(() => (this.aheadInLine -= Number(ahead)));
  }

  /**
   * The public_site remote's bundles when built in or deployed here (another origin's: not ours),
   * or null (the page goes out without its HTML).
   */
  bundles(registry: RemoteRegistry): Bundles | null {
    const entry = registry.remotes.find((remote) => remote.name === 'public_site')?.entry ?? '';
    const builtIn = /^\/remotes\/([a-z0-9-]+)\/remoteEntry\.js$/.exec(entry);
    const root = join(this.dataDir, DEPLOYMENTS_FOLDER);
    let folder = builtIn && join(this.webRoot, builtIn[1]);
    if (entry.startsWith(`${DEPLOYMENTS_URL}/`) && entry.endsWith('/remoteEntry.js')) {
      folder = normalize(join(root, dirname(entry.slice(DEPLOYMENTS_URL.length))));
      if (!folder.startsWith(root + sep)) folder = null;
    }
    if (!folder) return null;
    const file = join(folder, 'server', 'render.js');
    const [shell, own] = [this.shellFile, file].map(
      (bundle) => statSync(bundle, { throwIfNoEntry: false })?.mtimeMs,
    );
    if (!shell || !own) {
      const missing = shell ? file : this.shellFile;
      this.warnOnce(missing, `No server render at ${missing}: pages go out without their HTML.`);
      return null;
    }
    const publicPath = entry.slice(0, entry.lastIndexOf('/') + 1);
    return { folder, file, publicPath, version: `${shell}:${file}:${own}` };
  }

  private async renderAfresh(
    registry: RemoteRegistry,
    url: string,
    loaded: LoadedBundles,
  ): Promise<ServerRendered | null> {
    const reads: string[] = [];
    let failed = false;
    let missing = false;
    const api: ApiSource = (path) => {
      reads.push(path);
      return this.api(path).catch((error: unknown) => {
        if ((error as { status?: unknown }).status === 404) missing = true;
        else failed = true;
        throw error;
      });
    };
    try {
      const rendered = await Promise.race([
        loaded.shell.render(url, {
          api,
          origin: this.origin,
          registry,
          remotes: { public_site: loaded.Routes },
        }),
        once(AbortSignal.timeout(RENDER_TIMEOUT_MS), 'abort').then(() => {
          throw new Error('timed out');
        }),
      ]);
      const { html, head } = withImagesInlined(rendered.html, rendered.head, loaded);
      const used = loaded.css === null ? null : await usedStyles(loaded.css, html);
      return {
        html,
        head,
        answers: rendered.answers ? inlineJson(rendered.answers) : '',
        styles: used === null ? loaded.links : used ? [`<style>${used}</style>`] : [],
        reads: failed ? undefined : reads,
        missing,
      };
    } catch (error) {
      console.warn(`Server render of ${url} failed: ${(error as Error).message}`);
      return null;
    }
  }

  /** Both bundles, in a fresh sandbox when either changes: no earlier remote's change stays. */
  private async load(bundles: Bundles): Promise<LoadedBundles> {
    if (this.loaded?.version === bundles.version) return this.loaded;
    const sandbox = new ServerBundleSandbox();
    const shell = sandbox.load<ShellBundle>(this.shellFile);
    checkContract(this.shellFile, shell, typeof shell.render === 'function' && !!shell.shared);
    const bundle = sandbox.load<RemoteBundle>(bundles.file, shell.shared);
    checkContract(bundles.file, bundle, typeof bundle.load === 'function');
    const { Routes } = await bundle.load({ publicPath: bundles.publicPath });
    if (typeof Routes !== 'function') throw new Error(`${bundles.file} gives no routes component`);
    // In the browser's load order (the exposed module's first): equal-specificity rules win as live.
    const exposed = (name: string) => Number(name.startsWith('__federation_expose'));
    const sheets = readdirSync(bundles.folder).filter((name) => name.endsWith('.css'));
    sheets.sort().sort((a, b) => exposed(b) - exposed(a));
    const inlinable = sheets.map((name) => inlinableStyle(join(bundles.folder, name)));
    this.loaded = {
      ...bundles,
      shell,
      Routes,
      links: sheets.map(
        (name) => `<link rel="stylesheet" href="${escapeHtml(bundles.publicPath + name)}">`,
      ),
      css: inlinable.length && !inlinable.includes(null) ? inlinable.join('\n') : null,
    };
    return this.loaded;
  }

  private warnOnce(key: string, message: string) {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    console.warn(message);
  }
}

function checkContract(file: string, bundle: { RENDER_CONTRACT: number }, shaped: boolean) {
  if (bundle.RENDER_CONTRACT !== SERVER_RENDER_CONTRACT || !shaped)
    throw new Error(`${file} does not follow render contract ${SERVER_RENDER_CONTRACT}`);
}

/** Beasties keeps the rules a page uses (ADR 7); 10 to 80 ms of CPU a page: a worker (ADR 52). */
const BEASTIES_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const beasties = new (require(workerData.beasties))(workerData.options);
parentPort.postMessage('loaded');
parentPort.on('message', (page) => beasties.process(page).then((used) => parentPort.postMessage(used)));`;
const BEASTIES_OPTIONS = {
  logLevel: 'silent',
  reduceInlineStyles: true,
  external: false,
  keyframes: 'critical',
  fonts: false,
  compress: false,
  // Beasties strips pseudo-classes before matching, so a selector that is only `:is(...)` or
  // `:where(...)` would match nothing and its rule would never reach the page: kept always.
  allowRules: [/^:(is|where)\(/],
};

/**
 * The one worker (made on first use, made again after a failure): it picks one page at a time.
 * `loaded`: its first message, once Beasties is loaded (not counted in a page's time).
 */
let picker: { worker: Worker; loaded: Promise<unknown> } | null = null;
const picking = pLimit(1);

function newPicker(): { worker: Worker; loaded: Promise<unknown> } {
  const worker = new Worker(BEASTIES_WORKER, {
    eval: true,
    // A page's DOM and the rules are a few MB; unbounded, its heap grows as far as the API's.
    resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 },
    workerData: {
      // Not `import { createRequire }`: webpack would make its resolve() a module id.
      beasties: process
        .getBuiltinModule('node:module')
        .createRequire(__filename)
        .resolve('beasties'),
      options: BEASTIES_OPTIONS,
    },
  });
  // Its error (a failed page too: left unhandled there) fails the page waiting (events.once
  // rejects on it) and ends it: the next gets a new one.
  worker.on('error', () => picker?.worker === worker && (picker = null));
  worker.unref(); // it never keeps the process alive
  // A start that hangs is given up like a page (the next page gets a new worker).
  return {
    worker,
    loaded: once(worker, 'message', { signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) }),
  };
}

/** The rules of `all` that the page's HTML uses (all of them if Beasties fails; '' for none). */
const usedStyles = (all: string, html: string): Promise<string> =>
  picking(async () => {
    const { worker, loaded } = (picker ??= newPicker());
    // A worker that does not answer in time is stopped (the next page gets a new one), so a hung
    // Beasties cannot hold every page made after it.
    let signal: AbortSignal | undefined;
    try {
      await loaded;
      worker.postMessage(
        `<!doctype html><html><head><style>${all}</style></head><body>${html}</body></html>`,
      );
      signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
      const [used] = (await once(worker, 'message', { signal })) as [string];
      const css = /<style[^>]*>([\s\S]*?)<\/style>/.exec(used)?.[1] ?? '';
      return css.trim() && safeStyle(css);
    } catch (error) {
      if (picker?.worker === worker) picker = null;
      void worker.terminate();
      const { message } = (signal?.reason ?? error) as Error;
      console.warn(`Could not pick the page's styles: ${message}`);
      return all;
    }
  });

/** The page's largest image (React's preload) inlined if a small SVG: the LCP waits for nothing. */
function withImagesInlined(html: string, head: string, { folder, publicPath }: LoadedBundles) {
  for (const [preload, href] of head.matchAll(
    /<link rel="preload" as="image" href="([^"]+)"[^>]*>/g,
  )) {
    const file = href.startsWith(publicPath) && join(folder, href.slice(publicPath.length));
    const ours = file && file.endsWith('.svg') && file.startsWith(folder + sep);
    const stat = ours && statSync(file, { throwIfNoEntry: false });
    if (!stat || !stat.isFile() || stat.size > MAX_INLINED_IMAGE_BYTES) continue;
    const data = svgDataUrl(readFileSync(file, 'utf8'));
    html = html.replaceAll(`src="${href}"`, () => `src="${data}"`);
    head = head.replace(preload, '');
  }
  return { html, head };
}

/** Percent-encoded where it must be (base64 is a third longer and compresses worse). */
function svgDataUrl(svg: string): string {
  const encoded = encodeURIComponent(svg.trim());
  return `data:image/svg+xml,${encoded.replace(/%(3D|3A|2F|2C|3B)/g, (code) => decodeURIComponent(code))}`;
}
