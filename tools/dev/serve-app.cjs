// One webpack dev server, run as its own process by tools/dev.mjs (so the apps compile on separate
// cores and Ctrl-C can stop each process group). Options arrive as JSON in FURNACE_DEV_SERVER:
//   { role: 'shell',  appDir, port, registry, apiUrl }          the host page of `npm run dev`
//   { role: 'shell',  appDir, port, registry, mock: true }      the same in mock mode: no API, the
//                                                               browser's calls answered by MSW
//   { role: 'remote', appDir, port, publicUrl }                  a remote of `npm run dev`
//   { role: 'remote-on-site', appDir, port, site, entryPath, registryEntry }
//                                                               `npm run dev -- <remote>`
// Prints "ready <url>" on its first successful compile, which the parent waits for.
// The app's own webpack config (its webpack.config.js, built in development mode) becomes a dev
// server config: React Fast Refresh through swc and @pmmmwh/react-refresh-webpack-plugin, source
// maps that need no eval (the site's Content-Security-Policy forbids eval, and `npm run dev --
// <remote>` runs under it), hot updates. The production build is untouched.
const { join } = require('node:path');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { withEntry } = require('../lib/remote-deployments.cjs');
const { swcRule } = require('../webpack/common');

const options = JSON.parse(process.env.FURNACE_DEV_SERVER);
const host = '127.0.0.1';
const sharedRefreshRuntime = join(__dirname, 'shared-refresh-runtime.cjs');

/**
 * The app's config for `webpack-dev-server`. Every app bundles the refresh plugin's client, but they
 * all use one refresh runtime per page (shared-refresh-runtime.cjs): the shell's, installed into
 * React's DevTools hook before the shared react-dom started, so an edit in a remote refreshes in
 * place. React itself stays the shell's one shared singleton.
 *
 * No Fast Refresh for a remote running inside a deployed (production) shell (`remote-on-site`):
 * production react-dom cannot refresh components in place, so an edit reloads the page instead
 * (webpack's HMR client does that when no module accepts the update), and JSX keeps the production
 * runtime the shell shares.
 */
function devServerConfig(devServer) {
  const configure = require(join(options.appDir, 'webpack.config.js'));
  const config =
    typeof configure === 'function'
      ? configure({ WEBPACK_SERVE: true }, { mode: 'development' })
      : configure;
  if (options.role === 'shell' && options.mock) withMockEntry(config);
  config.mode = 'development';
  config.devtool = 'cheap-module-source-map';
  config.infrastructureLogging = { level: 'error' };
  config.stats = 'errors-warnings';
  if (options.role !== 'remote-on-site') {
    config.module.rules = config.module.rules.map((rule) =>
      rule?.use?.loader === 'swc-loader' ? swcRule({ refresh: true }) : rule,
    );
    // (The dev servers keep their files in memory: dist/ and its production build stay as they are.)
    config.resolve.alias = {
      ...config.resolve.alias,
      'react-refresh/runtime$': sharedRefreshRuntime,
      'react-refresh-runtime-of-the-page$': require.resolve('react-refresh/runtime'),
    };
    config.plugins.push(
      new ReactRefreshWebpackPlugin({
        overlay: false, // the dev server's own overlay shows build errors
        exclude: [/node_modules/, sharedRefreshRuntime],
      }),
    );
  }
  config.devServer = {
    port: options.port,
    host,
    hot: true,
    liveReload: false, // a change Fast Refresh cannot apply reloads the page through HMR instead
    allowedHosts: 'all',
    static: false,
    compress: false,
    setupExitSignals: false, // the parent (tools/dev.mjs) decides when everything stops
    ...devServer,
    // The browser connects to this server's socket on whatever address the page came from.
    client: {
      webSocketURL: 'auto://0.0.0.0:0/ws',
      overlay: { errors: true, warnings: false },
      ...devServer.client,
    },
  };
  return config;
}

/**
 * Mock mode (`npm run dev -- --mock`, the shell only): ./mock-entry.mjs becomes the entry; it starts
 * the fake API of @furnace/api-client/testing in a service worker, then imports the shell's own
 * entry through an alias. The production build (the app's webpack.config.js alone) never sees it.
 */
function withMockEntry(config) {
  const { main } = config.entry;
  if (typeof main !== 'string') throw new Error('mock mode expects the shell entry { main: file }');
  config.entry = { main: join(__dirname, 'mock-entry.mjs') };
  config.resolve.alias = { ...config.resolve.alias, 'furnace-dev-shell-main$': main };
}

// The remote registry inside the shell's index.html. The API inlines it the same way
// (apps/api/src/web/index-html.ts): a JSON <script> with id "remote-registry" just before
// </head>, '<' escaped, plus a preload hint for public_site's entry. Keep the two in step.
const REGISTRY_ELEMENT_ID = 'remote-registry'; // REGISTRY_ELEMENT_ID in @furnace/contracts

const REGISTRY_SCRIPT = new RegExp(
  `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function registryScript(registry) {
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${json}</script>`;
}

/** index.html as built by the shell, with `registry` inlined (the dev shell server's job). */
function injectRegistry(html, registry) {
  const tags = [registryScript(registry)];
  const publicSite = registry.remotes.find((remote) => remote.name === 'public_site');
  if (publicSite) {
    tags.push(`<link rel="preload" href="${escapeAttribute(publicSite.entry)}" as="script">`);
  }
  return html.replace('</head>', `${tags.join('\n    ')}</head>`);
}

/**
 * index.html as a running site served it, with `entry` in its registry and the preload hint of
 * the entry it replaces pointed at it. Unchanged when it carries no registry (not the shell's page).
 */
function rewriteRegistry(html, entry) {
  const match = REGISTRY_SCRIPT.exec(html);
  if (!match) return html;
  const registry = JSON.parse(match[1]);
  const old = registry.remotes.find((remote) => remote.name === entry.name);
  const rewritten = html
    .replace(match[0], () => registryScript(withEntry(registry, entry)))
    // The server's HTML is the deployed remote's: the page starts its script at once, so the
    // checkout's code takes over without waiting for a touch (apps/shell/src/page-boot.js).
    .replace(/<script defer src="[^"]*page-boot\.js[^"]*"/, (tag) => `${tag} data-at-once`);
  if (!old) return rewritten;
  return rewritten
    .split(`href="${escapeAttribute(old.entry)}"`)
    .join(`href="${escapeAttribute(entry.entry)}"`);
}

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
              return rewriteRegistry(body.toString('utf8'), entry);
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

async function main() {
  const config = devServerConfig(roles[options.role]());
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
