// One webpack dev server, run as its own process by tools/dev.mjs (so the apps compile on separate
// cores and Ctrl-C can stop each process group). Options arrive as JSON in FURNACE_DEV_SERVER:
//   { role: 'shell',  appDir, port, registry, apiUrl }          the host page of `npm run dev`
//   { role: 'shell',  appDir, port, registry, mock: true }      the same in mock mode: no API, the
//                                                               browser's calls answered by MSW
//   { role: 'remote', appDir, port, publicUrl }                  a remote of `npm run dev`
//   { role: 'remote-on-site', appDir, port, site, entryPath, registryEntry }
//                                                               `npm run dev -- <remote>`
// Prints "ready <url>" on its first successful compile, which the parent waits for.
const { join } = require('node:path');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { devServerConfig } = require('./dev-config.cjs');
const { injectRegistry, rewriteRegistry } = require('./registry-html.cjs');
const { withEntry } = require('../lib/remote-deployments.cjs');

const options = JSON.parse(process.env.FURNACE_DEV_SERVER);
const host = '127.0.0.1';

/** Paths the API answers (apps/api/src/web/mount-web.ts); the dev shell sends them on. */
const API_PATHS = ['/api', '/static', '/deployed', '/robots.txt', '/sitemap.xml'];

/** The service worker script of MSW, served as is from node_modules (never copied or committed). */
const MOCK_SERVICE_WORKER = require.resolve('msw/mockServiceWorker.js');

/**
 * Mock mode: the worker script at /mockServiceWorker.js, and an answer for any API path that still
 * reaches the server (the service worker answers the page's calls; a download link or a call made
 * before the worker started lands here). Nothing is proxied: there is no API.
 */
function mockMiddlewares() {
  return [
    {
      name: 'mock-service-worker',
      path: '/mockServiceWorker.js',
      middleware(_req, res) {
        res.setHeader('Cache-Control', 'no-cache');
        res.sendFile(MOCK_SERVICE_WORKER);
      },
    },
    {
      name: 'mock-no-api',
      middleware(req, res, next) {
        if (!API_PATHS.some((p) => req.path.startsWith(p))) return next();
        console.log(`[mock] ${req.method} ${req.originalUrl} reached the dev server (no API here)`);
        res.status(503).json({ statusCode: 503, message: 'Mock mode: there is no API' });
      },
    },
  ];
}

function shellServer() {
  return {
    port: options.port,
    host,
    proxy: options.mock
      ? []
      : [{ context: API_PATHS, target: options.apiUrl, changeOrigin: false }],
    setupMiddlewares(middlewares, devServer) {
      if (options.mock) middlewares.unshift(...mockMiddlewares());
      // The registry points at the remotes' dev servers, in the page and at /registry.json, as the
      // API would serve DATA_DIR/registry.json.
      middlewares.unshift({
        name: 'dev-registry',
        middleware(req, res, next) {
          if (req.method !== 'GET' && req.method !== 'HEAD') return next();
          if (req.path === '/registry.json') return res.json(options.registry);
          const isPage =
            req.path === '/index.html' ||
            req.path.startsWith('/signs/') ||
            (!/\.[a-z0-9]+$/i.test(req.path) && !API_PATHS.some((p) => req.path.startsWith(p)));
          if (!isPage || req.path === '/ws') return next();
          devServer.middleware.waitUntilValid(() => {
            const { outputFileSystem } = devServer.middleware.context;
            const file = join(devServer.compiler.options.output.path, 'index.html');
            const html = outputFileSystem.readFileSync(file, 'utf8');
            res.setHeader('Cache-Control', 'no-cache');
            res.type('html').send(injectRegistry(html, options.registry));
          });
        },
      });
      return middlewares;
    },
  };
}

/** A remote on its own port; the page (on the shell's port) loads it across origins. */
function remoteServer() {
  return {
    port: options.port,
    host,
    // Hot-update manifests are fetched by the remote's runtime from the shell's origin.
    headers: { 'Access-Control-Allow-Origin': '*' },
    // The remote's HMR client runs inside the shell's page: tell it where its own server is.
    client: { webSocketURL: `${options.publicUrl.replace(/^http/, 'ws')}/ws` },
  };
}

/**
 * A remote's dev server in front of a running site: everything is the site's (shell, API, data),
 * except the remote's own files under entryPath's folder, and the registry, which names them.
 * Same origin as the page, so the site's Content-Security-Policy allows the files and the socket.
 * The shell there is a production build: an edit reloads the page (no Fast Refresh).
 */
function remoteOnSiteServer() {
  const { responseInterceptor } = require('http-proxy-middleware');
  const devFolder = options.entryPath.replace(/remoteEntry\.js$/, '');
  const ownPath = (path) => path.startsWith(devFolder) || path === '/ws';
  return {
    port: options.port,
    host,
    devMiddleware: { publicPath: devFolder },
    proxy: [
      {
        context: (path) => !ownPath(path),
        target: options.site,
        changeOrigin: true,
        selfHandleResponse: true,
        on: {
          proxyRes: responseInterceptor(async (body, proxyRes, req) => {
            const type = String(proxyRes.headers['content-type'] ?? '');
            const entry = options.registryEntry;
            if (type.startsWith('text/html')) {
              return rewriteRegistry(body.toString('utf8'), (r) => withEntry(r, entry));
            }
            if (req.url.split('?')[0] === '/registry.json' && type.includes('json')) {
              return JSON.stringify(withEntry(JSON.parse(body.toString('utf8')), entry));
            }
            return body;
          }),
        },
      },
    ],
  };
}

const roles = { shell: shellServer, remote: remoteServer, 'remote-on-site': remoteOnSiteServer };
// Fast Refresh needs the development react-dom, which only `npm run dev`'s own shell has.
const fastRefresh = options.role !== 'remote-on-site';

async function main() {
  const config = devServerConfig(options.appDir, roles[options.role](), {
    fastRefresh,
    mock: options.role === 'shell' && options.mock === true,
  });
  const compiler = webpack(config);
  let announced = false;
  compiler.hooks.done.tap('furnace-dev', (stats) => {
    const seconds = ((stats.endTime - stats.startTime) / 1000).toFixed(1);
    if (stats.hasErrors()) {
      console.log(`[${config.name}] compile failed (${seconds} s); see the errors above.`);
      return;
    }
    if (!announced) {
      announced = true;
      console.log(`ready http://${host}:${options.port} (${config.name}, ${seconds} s)`);
    } else {
      console.log(`[${config.name}] rebuilt in ${seconds} s`);
    }
  });
  const server = new WebpackDevServer(config.devServer, compiler);
  await server.start();
  const stop = () => server.stop().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
