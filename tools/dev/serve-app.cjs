// One webpack dev server of `npm run dev` (tools/dev.mjs), in that process; `options` by role:
//   { role: 'shell',  appDir, port, registry, apiUrl | mock: true }   the page of `npm run dev`
//   { role: 'remote', appDir, port }                                   a remote of `npm run dev`
//   { role: 'remote-on-site', appDir, port, site, entryPath, registryEntry }  `npm run dev -- <remote>`
const { join } = require('node:path');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { withEntry } = require('../lib/remote-deployments.cjs');
const { swcRule } = require('../webpack/common');

const host = '127.0.0.1';
const sharedRefreshRuntime = join(__dirname, 'shared-refresh-runtime.cjs');

/**
 * The app's own webpack config as a dev server's, with Fast Refresh (one runtime per page:
 * shared-refresh-runtime.cjs) except inside a production shell (`remote-on-site`), where an edit
 * reloads the page. Source maps without eval: the site's CSP forbids it.
 */
function devServerConfig(options, devServer) {
  const configure = require(join(options.appDir, 'webpack.config.js'));
  const config = configure({ WEBPACK_SERVE: true }, { mode: 'development' });
  if (options.role === 'shell') {
    config.plugins.push(inlineRegistry(options.registry));
    if (options.mock) withMockEntry(config);
  }
  config.devtool = 'cheap-module-source-map';
  config.infrastructureLogging = { level: 'error' };
  if (options.role !== 'remote-on-site') {
    config.module.rules = config.module.rules.map((rule) =>
      rule?.use?.loader === 'swc-loader' ? swcRule({ refresh: true }) : rule,
    );
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
    liveReload: false, // a change Fast Refresh cannot apply reloads the page through HMR instead
    allowedHosts: 'all',
    static: false,
    compress: false,
    setupExitSignals: false, // tools/dev.mjs stops every server itself
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

/** Mock mode: ./mock-entry.mjs starts the fake API, then imports the shell's entry (an alias). */
function withMockEntry(config) {
  const { main } = config.entry;
  if (typeof main !== 'string') throw new Error('mock mode expects the shell entry { main: file }');
  config.entry = { main: join(__dirname, 'mock-entry.mjs') };
  config.resolve.alias = { ...config.resolve.alias, 'furnace-dev-shell-main$': main };
}

// The registry inlined as apps/api/src/web/index-html.ts does (keep the two in step): a JSON
// <script id="remote-registry"> before </head>, '<' escaped, and a preload of public_site's entry.
const REGISTRY_ELEMENT_ID = 'remote-registry'; // REGISTRY_ELEMENT_ID in @furnace/contracts
const REGISTRY_SCRIPT = new RegExp(
  `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);
const escapeAttribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
function registryScript(registry) {
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${json}</script>`;
}

/** The shell's emitted index.html with `registry` inlined, and the registry as /registry.json. */
const inlineRegistry = (registry) => (compiler) =>
  compiler.hooks.thisCompilation.tap('furnace-dev', (compilation) => {
    HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tap('furnace-dev', (data) => {
      const tags = [registryScript(registry)];
      const publicSite = registry.remotes.find((remote) => remote.name === 'public_site');
      if (publicSite)
        tags.push(`<link rel="preload" href="${escapeAttribute(publicSite.entry)}" as="script">`);
      data.html = data.html.replace('</head>', `${tags.join('\n    ')}</head>`);
      return data;
    });
    const { RawSource } = compiler.webpack.sources;
    compilation.hooks.processAssets.tap('furnace-dev', () =>
      compilation.emitAsset('registry.json', new RawSource(JSON.stringify(registry))),
    );
  });

/** A running site's page with `entry` in its registry and preload hint (else unchanged). */
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
  const href = (remote) => `href="${escapeAttribute(remote.entry)}"`;
  return old ? rewritten.replaceAll(href(old), () => href(entry)) : rewritten;
}

/** Paths the API answers (apps/api/src/web/mount-web.ts); the dev shell sends them on. */
const API_PATHS = ['/api', '/static', '/deployed', '/robots.txt', '/sitemap.xml'];

/** Mock mode: MSW's worker script, and a 503 for API calls the worker did not catch (no proxy). */
const MOCK_MIDDLEWARES = [
  {
    name: 'mock-service-worker',
    path: '/mockServiceWorker.js',
    middleware(_req, res) {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(require.resolve('msw/mockServiceWorker.js'));
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

/** The shell: the page for every path the API does not answer, no-cache. */
function shellServer(options) {
  return {
    proxy: options.mock
      ? []
      : [{ context: API_PATHS, target: options.apiUrl, changeOrigin: false }],
    historyApiFallback: true,
    devMiddleware: { cache: { control: 'no-cache' } },
    setupMiddlewares: (middlewares) => [...(options.mock ? MOCK_MIDDLEWARES : []), ...middlewares],
  };
}

/** A remote on its own port; the page (on the shell's port) loads it across origins. */
function remoteServer(options) {
  return {
    // Hot-update manifests are fetched by the remote's runtime from the shell's origin.
    headers: { 'Access-Control-Allow-Origin': '*' },
    // The remote's HMR client runs inside the shell's page: tell it where its own server is.
    client: { webSocketURL: `ws://localhost:${options.port}/ws` },
  };
}

/**
 * A remote's dev server in front of a running site: all is the site's but the remote's files and
 * the registry naming them, on the page's origin so the site's CSP allows them.
 */
function remoteOnSiteServer(options) {
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
            if (type.startsWith('text/html')) return rewriteRegistry(body.toString('utf8'), entry);
            if (req.url.split('?')[0] === '/registry.json' && type.includes('json'))
              return JSON.stringify(withEntry(JSON.parse(body.toString('utf8')), entry));
            return body;
          }),
        },
      },
    ],
  };
}

const roles = { shell: shellServer, remote: remoteServer, 'remote-on-site': remoteOnSiteServer };

/** Starts the dev server for `options`; resolves with it once it has compiled without errors. */
function serveApp(label, options) {
  const config = devServerConfig(options, roles[options.role](options));
  const compiler = webpack(config);
  const server = new WebpackDevServer(config.devServer, compiler);
  return new Promise((resolve, reject) => {
    let ready = false;
    compiler.hooks.done.tap('furnace-dev', (stats) => {
      const seconds = ((stats.endTime - stats.startTime) / 1000).toFixed(1);
      if (stats.hasErrors())
        console.log(`[${label}] compile failed (${seconds} s); see the errors above.`);
      else if (ready) console.log(`[${label}] rebuilt in ${seconds} s`);
      else {
        ready = true;
        console.log(
          `[${label}] ready http://${host}:${options.port} (${config.name}, ${seconds} s)`,
        );
        resolve(server);
      }
    });
    server.start().catch(reject);
  });
}

module.exports = { serveApp };
