import { statSync } from 'node:fs';
import type { Server } from 'node:http';
import { extname, join } from 'node:path';
import {
  ACCEPT_INVITE_PATH,
  ADMIN_AREA_PATH,
  BUILT_IN_REMOTES,
  isAdminPath,
  MESSAGES,
  needsScriptAtOnce,
  pageHead,
  PUBLIC_PAGES,
  PUBLIC_ROUTES,
  type ApiSource,
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
import { indexHtml } from './index-html';
import { escapeHtml, headTags, type ResolvedHead } from './page-head';
import { remoteRegistry } from './remote-registry';
import { replayedHeaders, type Answers, type KeptPage } from '../cache/answers';
import { STALE_HEADER } from '../cache/topic-cache.service';
import { RETRY_AFTER_SECONDS } from '../common/all-exceptions.filter';
import { CachedBody, endReply } from '../common/cached-json';
import {
  DEPLOYMENTS_FOLDER,
  DEPLOYMENTS_URL,
  RenderQueueFull,
  renderKey,
  ServerRender,
  type Bundles,
} from './server-render';

/** What the web layer needs of the API (content/page-data.ts siteWebOptions). */
export interface WebOptions {
  webRoot: string;
  /** DATA_DIR: the remote registry and deployed versions. */
  dataDir: string;
  publicUrl: string;
  jsonLd?: () => Promise<object | null>;
  /** Default: contracts' pageHead. */
  pageHead?: (path: string) => Promise<ResolvedHead>;
  /** The API's answers for the server render; without it, pages go out as the plain shell. */
  api?: ApiSource;
  /** Seconds until the status can next change: how long shared caches may keep a rendered page. */
  statusLifetime?: () => Promise<number>;
  /** Default: pages made per request. */
  pages?: Partial<Pick<Answers, 'page' | 'keepAhead' | 'keptPage' | 'pagesFirst'>>;
  /** The pages with a parameter made ahead too (`/signs/north-gate`). */
  aheadPaths?: () => Promise<string[]>;
}

interface Page extends KeptPage {
  contentSecurityPolicy: string;
  rendered: boolean;
}

/** The public routes without a parameter: made again in the background whenever they change. */
const AHEAD = PUBLIC_ROUTES.map((route) => route.path).filter((path) => !path.includes(':'));

const NOT_BUILT = 'The site has not been built yet: run `npm run build`.';
const SIGN_IN = /^\/login(\/|$)/;
/** The API's JSON. (Files under /static keep the site's policy: the event pages frame PDFs.) */
const API_ANSWERS = /^\/api\/v1\//;
const SERVER_PATHS = /^\/(api|static)(\/|$)/;

const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';
/** A page's path: no extension (every file the site serves has one), not the API's. */
const isPage = (path: string) => !extname(path) && !SERVER_PATHS.test(path);

/** The pages, the shell, the remotes and the registry, registered before Nest's routes. */
export async function mountWeb(app: INestApplication, options: WebOptions): Promise<void> {
  const currentRegistry = remoteRegistry(options.dataDir);
  const shellRoot = join(options.webRoot, 'shell');
  const indexFile = join(shellRoot, 'index.html');
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
    const policy = API_ANSWERS.test(req.path) ? API_CONTENT_SECURITY_POLICY : undefined;
    res.setHeader('Content-Security-Policy', policy ?? contentSecurityPolicy(currentRegistry()));
    next();
  });

  const serve = (path: string, type: string, cacheControl: string, body: () => string) =>
    app.use(path, (req: Request, res: Response, next: NextFunction) =>
      isRead(req) ? res.setHeader('Cache-Control', cacheControl).type(type).send(body()) : next(),
    );
  const HOUR = 'public, max-age=3600';
  serve('/registry.json', 'application/json', REVALIDATE, () => JSON.stringify(currentRegistry()));
  const robots = [
    'User-agent: *',
    `Disallow: ${ADMIN_AREA_PATH}`,
    'Disallow: /api/',
    'Disallow: /login',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  serve('/robots.txt', 'text/plain', HOUR, () => robots);
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => `  <url><loc>${escapeHtml(publicUrl + path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  serve('/sitemap.xml', 'application/xml', HOUR, () => sitemap);

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
  // A deployed version's folder never changes: kept a year. A deploy's staging folder starts with a
  // dot: not served (express.static's default).
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

  const serverRender = options.api
    ? new ServerRender(options.webRoot, options.dataDir, options.api, publicUrl)
    : null;
  const keepPage = options.pages?.page ?? ((_key, make) => make());

  async function makePage(
    path: string,
    url: string,
    current: RemoteRegistry,
    bundles: Bundles | null,
    ahead = false,
  ): Promise<Page> {
    // Not the public site's: the admin, sign-in, and the extra remotes' mount paths.
    const notPublic =
      isAdminPath(path) ||
      SIGN_IN.test(path) ||
      path === ACCEPT_INVITE_PATH ||
      current.remotes.some((r) => r.mountPath && path.startsWith(r.mountPath));
    const [jsonLd, head, page] = await Promise.all([
      options.jsonLd?.() ?? null,
      (options.pageHead?.(path) ?? Promise.resolve(pageHead(path))).catch(() => pageHead(path)),
      // Throws RenderQueueFull when too many visitors' renders wait already.
      notPublic ? null : serverRender?.render(bundles, current, url, ahead),
    ]);
    const html = indexHtml(
      indexFile,
      current,
      jsonLd,
      headTags(head, publicUrl, path),
      page,
      // A page that read a 404 (a draft, an unknown sign) checks its PDF in the browser.
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

  /** What kept pages are made from besides their render key (`made`); none before the build. */
  const version = (current: RemoteRegistry) => {
    const built = statSync(indexFile, { throwIfNoEntry: false });
    if (!built) return null;
    const bundles = serverRender?.bundles(current) ?? null;
    return { made: [JSON.stringify(current), built.mtimeMs, bundles?.version].join('\0'), bundles };
  };
  const pageKey = (url: string, made: string) => `${renderKey(url)}\u0000${made}`;

  // Pages made ahead once the server listens (their reads are requests to it).
  const server = options.pages?.keepAhead && (app.getHttpServer() as Server);
  const refreshPages = options.pages?.keepAhead?.(async () => {
    const current = currentRegistry();
    const { made, bundles } = (server && server.listening && version(current)) || {};
    if (!made || !bundles) return [];
    const urls = [...AHEAD, ...((await options.aheadPaths?.()) ?? [])];
    return urls.map((url) => ({
      key: pageKey(url, made),
      make: () => makePage(url.split('?')[0], url, current, bundles, true),
    }));
  });
  if (server && refreshPages) server.once('listening', refreshPages);
  let madeFor: string | undefined;

  async function sendIndex(path: string, url: string, req: Request, res: Response) {
    const current = currentRegistry();
    const { made, bundles = null } = version(current) ?? {};
    if (!made) return void res.status(503).type('text/plain').send(NOT_BUILT);
    // An invitation's or reset's page carries its one-time token in the address: kept nowhere.
    const oneTime = path === ACCEPT_INVITE_PATH;
    const make = () => makePage(path, url, current, bundles);
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
      // A flood of unique addresses: a short answer at once, not a queue that starves the rest.
      res.set({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
      res.status(503).type('text/plain').send(MESSAGES.siteBusy);
      return;
    }
    if (!oneTime && !res.hasHeader(STALE_HEADER)) pipelineHeaders ??= replayedHeaders(res);
    await sendPage(page, req, res, oneTime);
  }

  /** The headers the pipeline (helmet's) put on a page it sent: what pagesFirst sends too. */
  let pipelineHeaders: Record<string, string> | undefined;

  // A kept page of the current version, sent before helmet as the pipeline sends it (ADR 40);
  // anything else (no page kept, a deploy not yet seen) goes down the pipeline.
  if (options.pages)
    options.pages.pagesFirst = (req, res, next) => {
      const made = pipelineHeaders && isPage(req.path) && version(currentRegistry())?.made;
      const kept =
        made && made === madeFor && options.pages?.keptPage?.(pageKey(req.originalUrl, made));
      if (!kept) return next();
      kept
        .then(
          (page) => sendPage(page as Page, req, res, false, pipelineHeaders),
          () => next(),
        )
        .catch(() => res.destroy());
    };

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
    const reply = page.body.reply({ contentType: 'text/html; charset=utf-8', cacheControl });
    const fixed = { ...headers, 'content-security-policy': page.contentSecurityPolicy };
    await endReply(reply, req, res, new Date(), fixed);
  }
}

function notFound(_req: Request, res: Response) {
  res.status(404).json({ statusCode: 404, error: 'Not Found', message: 'No such file.' });
}
