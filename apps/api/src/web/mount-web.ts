import { statSync } from 'node:fs';
import type { Server } from 'node:http';
import { extname, join } from 'node:path';
import {
  ACCEPT_INVITE_PATH,
  BUILT_IN_REMOTES,
  isAdminPath,
  MESSAGES,
  needsScriptAtOnce,
  pageHead,
  PUBLIC_ROUTES,
  type RemoteRegistry,
} from '@furnace/contracts';
import type { INestApplication } from '@nestjs/common';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { cacheControlFor, IMMUTABLE, pageCacheControl, REVALIDATE } from './cache-policy';
import {
  allowingStylesOf,
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
} from './content-security-policy';
import { IndexHtml, type InlineData } from './index-html';
import { headTags, type ResolvedHead } from './page-head';
import { robotsTxt, sitemapXml } from './seo-files';
import { RemoteRegistrySource } from './remote-registry';
import { replayedHeaders, type Answers, type KeptPage } from '../cache/answers';
import { STALE_HEADER } from '../cache/topic-cache.service';
import { RETRY_AFTER_SECONDS } from '../common/all-exceptions.filter';
import { CachedBody, CachedReply, endReply, prepareReply } from '../common/cached-json';
import {
  DEPLOYMENTS_FOLDER,
  DEPLOYMENTS_URL,
  RenderQueueFull,
  renderKey,
  ServerRender,
  type ApiSource,
} from './server-render';

/** What the web layer needs of the API (content/page-data.ts siteWebOptions). */
export interface WebOptions {
  /** Folder holding the built front ends: shell/, public-site/, admin/ (default dist/apps). */
  webRoot: string;
  /** Folder for mutable state such as the remote registry (DATA_DIR). */
  dataDir: string;
  /** The site's public address, for absolute URLs (sitemap.xml, robots.txt, the page heads). */
  publicUrl: string;
  /** JSON every page carries inlined (the museum's JSON-LD). */
  pageData?: () => Promise<InlineData[]>;
  /** The head of the page at a path (an event's own). Default: contracts' pageHead. */
  pageHead?: (path: string) => Promise<ResolvedHead>;
  /** The API's answers for the server render; without it, pages go out as the plain shell. */
  api?: ApiSource;
  /** Seconds until the status can next change: how long shared caches may keep a rendered page. */
  statusLifetime?: () => Promise<number>;
  /**
   * The answer cache (cache/answers.ts): keeps each page until its data changes, the public ones
   * made ahead of their requests and sent first in line. Default: pages are made per request.
   */
  pages?: Partial<Pick<Answers, 'page' | 'keepAhead' | 'keptPage' | 'sendPagesFirst'>>;
  /** The pages with a parameter kept ahead too, as addresses (`/signs/north-gate`). Default: none. */
  aheadPaths?: () => Promise<string[]>;
}

/** A page as it is kept: its HTML (ETag, gzip copy), its policy, whether the server rendered it. */
interface Page extends KeptPage {
  contentSecurityPolicy: string;
  rendered: boolean;
}

/** The public routes without a parameter: made again in the background whenever they change. */
const AHEAD = PUBLIC_ROUTES.map((route) => route.path).filter((path) => !path.includes(':'));

/** Pages the public site's bundle never renders: the shell's sign-in page. */
const SIGN_IN = /^\/login(\/|$)/;
/** The API's JSON. (Files under /static keep the site's policy: the event pages frame PDFs.) */
const API_ANSWERS = /^\/api\/v1\//;
/** Paths the API's controllers answer; the web layer never touches them. */
const SERVER_PATHS = /^\/(api|static)(\/|$)/;

const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';
/** A page's path: no extension (every file the site serves has one), not the API's. */
const isPage = (path: string) => !extname(path) && !SERVER_PATHS.test(path);

/**
 * Serves the pages, the shell, each remote under /remotes/{folder}/ and the remote registry from
 * the API's process (docs/architecture.md "Running it"), registered before Nest's routes.
 */
export async function mountWeb(app: INestApplication, options: WebOptions): Promise<void> {
  const registry = new RemoteRegistrySource(options.dataDir);
  const shellRoot = join(options.webRoot, 'shell');
  const indexFile = join(shellRoot, 'index.html');
  const indexHtml = new IndexHtml(indexFile);
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const files = (folder: string, cacheControl?: string) =>
    express.static(folder, {
      index: false,
      setHeaders: (res: Response, file: string) =>
        res.setHeader('Cache-Control', cacheControl ?? cacheControlFor(file)),
    });

  app.use(compression());

  // A policy on every response: the API's JSON the strictest, pages, files and the docs the site's.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const apiAnswer = API_ANSWERS.test(req.path) && !req.path.startsWith('/api/docs');
    res.setHeader(
      'Content-Security-Policy',
      apiAnswer ? API_CONTENT_SECURITY_POLICY : contentSecurityPolicy(registry.current()),
    );
    next();
  });

  /** A text made by `body` at `path`, for GET and HEAD. */
  const serve = (path: string, type: string, cacheControl: string, body: () => string) =>
    app.use(path, (req: Request, res: Response, next: NextFunction) =>
      isRead(req) ? res.setHeader('Cache-Control', cacheControl).type(type).send(body()) : next(),
    );
  const HOUR = 'public, max-age=3600';
  serve('/registry.json', 'application/json', REVALIDATE, () => JSON.stringify(registry.current()));
  serve('/robots.txt', 'text/plain', HOUR, () => robotsTxt(publicUrl));
  serve('/sitemap.xml', 'application/xml', HOUR, () => sitemapXml(publicUrl));

  // The server bundles (server/render.js) are for this process, not for browsers: decided on the
  // decoded path, as the file server decodes it (`/%73erver/render.js`). Source maps stay beside
  // the build for error reports, unpublished.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (SERVER_PATHS.test(req.path)) return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return notFound(req, res);
    }
    return /\/server\//.test(path) || path.endsWith('.map') ? notFound(req, res) : next();
  });
  // Every deployed version is an immutable folder (a new deploy is a new folder), so all its
  // files, remoteEntry.js included, are kept a year; old versions stay for pages still open. The
  // staging folders of a deploy in progress start with a dot: not served (express.static's default).
  app.use(DEPLOYMENTS_URL, files(join(options.dataDir, DEPLOYMENTS_FOLDER), IMMUTABLE), notFound);
  for (const { folder } of BUILT_IN_REMOTES)
    app.use(`/remotes/${folder}`, files(join(options.webRoot, folder)), notFound);

  const shellFiles = files(shellRoot);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (SERVER_PATHS.test(req.path) || !isRead(req)) return next();
    if (req.path === '/index.html') return void sendIndex('/', '/', req, res).catch(next);
    const page = () => sendIndex(req.path, req.originalUrl, req, res).catch(next);
    if (isPage(req.path)) return void page();
    shellFiles(req, res, () =>
      // Not a file: a sign's page (its name may hold a dot) is a page, a missing asset a 404.
      req.path.startsWith('/signs/') ? page() : notFound(req, res),
    );
  });

  const headFor = options.pageHead ?? ((path: string) => Promise.resolve(pageHead(path)));
  const serverRender = options.api
    ? new ServerRender(options.webRoot, options.dataDir, options.api, publicUrl)
    : null;
  const keepPage = options.pages?.page ?? ((_key, make) => make());

  /** The public site's page at `url`, rendered by its deployed bundle, or null. */
  function renderPage(path: string, url: string, current: RemoteRegistry) {
    const ownPage =
      isAdminPath(path) ||
      SIGN_IN.test(path) ||
      path === ACCEPT_INVITE_PATH ||
      // Extra remotes answer their own mount paths.
      current.remotes.some((r) => r.mountPath && path.startsWith(r.mountPath));
    return ownPage ? null : serverRender?.render(current, url);
  }

  async function makePage(path: string, url: string, current: RemoteRegistry): Promise<Page> {
    const [data, head, page] = await Promise.all([
      options.pageData ? options.pageData() : [],
      headFor(path).catch(() => pageHead(path)),
      // Throws RenderQueueFull when too many renders wait already.
      renderPage(path, url, current),
    ]);
    const html = indexHtml.render(
      current,
      data,
      headTags(head, publicUrl, path),
      page,
      // A page that read what the API does not know (a draft, an unknown sign) checks its PDF in the
      // browser (there until its HEAD request fails): rare, and never kept.
      needsScriptAtOnce(path) || !!page?.missing,
    );
    return {
      body: new CachedBody(html),
      rendered: !!page,
      reads: page?.reads,
      missing: page?.missing,
      contentSecurityPolicy: allowingStylesOf(contentSecurityPolicy(current), html),
    };
  }

  /**
   * What kept pages are made from besides their render key: the registry, the built files. None
   * before the site is built.
   */
  const version = (current: RemoteRegistry) => {
    const built = statSync(indexFile, { throwIfNoEntry: false });
    return (
      built &&
      [JSON.stringify(current), built.mtimeMs, serverRender?.bundlesVersion(current)].join('\u0000')
    );
  };
  const pageKey = (url: string, made: string) => `${renderKey(url)}\u0000${made}`;

  // The public routes' pages and those of `aheadPaths`, rendered before anyone asks, once the
  // server listens (their reads are requests to it) and when the server render can run.
  const server = options.pages?.keepAhead && (app.getHttpServer() as Server);
  const refreshPages = options.pages?.keepAhead?.(async () => {
    const current = registry.current();
    const made = server && server.listening && version(current);
    if (!made || !serverRender?.bundlesVersion(current)) return [];
    const urls = [...AHEAD, ...((await options.aheadPaths?.()) ?? [])];
    return urls.map((url) => ({
      key: pageKey(url, made),
      make: () => makePage(url.split('?')[0], url, current),
    }));
  });
  if (server && refreshPages) server.once('listening', refreshPages);
  let madeFor: string | undefined;

  async function sendIndex(path: string, url: string, req: Request, res: Response) {
    const current = registry.current();
    const made = version(current);
    if (!made) {
      res
        .status(503)
        .type('text/plain')
        .send('The site has not been built yet: run `npm run build`.');
      return;
    }
    // An invitation's or reset's page carries its one-time token in the address: kept nowhere.
    const oneTime = path === ACCEPT_INVITE_PATH;
    const make = () => makePage(path, url, current);
    let page: Page;
    try {
      // A deploy (a new registry or bundle) makes new pages: the others too, in the background.
      if (made !== madeFor) {
        madeFor = made;
        refreshPages?.();
      }
      page = oneTime ? await make() : await keepPage(pageKey(url, made), make);
    } catch (error) {
      if (!(error instanceof RenderQueueFull)) throw error;
      // Too many new pages at once (a flood of unique addresses): a short answer, at once,
      // rather than a queue that starves the status and the writes.
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.setHeader('Cache-Control', 'no-store');
      res.status(503).type('text/plain').send(MESSAGES.siteBusy);
      return;
    }
    if (!oneTime && !res.hasHeader(STALE_HEADER)) pipelineHeaders ??= replayedHeaders(res);
    await sendPage(page, req, res, oneTime);
  }

  /** The headers the whole pipeline (helmet's) put on a page it sent: what pagesFirst sends too. */
  let pipelineHeaders: Record<string, string> | undefined;

  /**
   * A kept page of the current version, sent first in line (Answers.serve: before helmet and the
   * rest of this layer) as the pipeline sends it: its headers, then the page's own policy and
   * Cache-Control (docs/adr/0040-kept-pages-first-in-line.md). Anything else goes down the
   * pipeline: not a page, no page kept, a deploy not yet seen there.
   */
  options.pages?.sendPagesFirst?.((req, res, next) => {
    const made = pipelineHeaders && isPage(req.path) && version(registry.current());
    const kept =
      made && made === madeFor && options.pages?.keptPage?.(pageKey(req.originalUrl, made));
    if (!kept) return next();
    kept
      .then(
        (page) => sendPage(page as Page, req, res, false, pipelineHeaders),
        () => next(),
      )
      .catch(() => res.destroy());
  });

  async function sendPage(
    page: Page,
    req: Request,
    res: Response,
    oneTime: boolean,
    headers: Record<string, string> = {},
  ) {
    const statusLifetime = page.rendered && options.statusLifetime?.().catch(() => 0);
    const cacheControl = oneTime
      ? 'no-store'
      : pageCacheControl(statusLifetime ? await statusLifetime : undefined);
    const reply = new CachedReply(page.body, {
      contentType: 'text/html; charset=utf-8',
      cacheControl,
    });
    const fixed = { ...headers, 'content-security-policy': page.contentSecurityPolicy };
    await endReply(prepareReply(reply, req, new Date()), fixed, page.body, res);
  }
}

function notFound(_req: Request, res: Response) {
  res.status(404).json({ statusCode: 404, error: 'Not Found', message: 'No such file.' });
}
