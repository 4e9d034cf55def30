// Turns an app's own webpack config (its webpack.config.js, built in development mode) into a dev
// server config: React Fast Refresh through swc and @pmmmwh/react-refresh-webpack-plugin, source
// maps that need no eval (the site's Content-Security-Policy forbids eval, and `npm run dev --
// <remote>` runs under it), hot updates. The production build is untouched.
const { join } = require('node:path');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { swcRule } = require('../webpack/common');

const sharedRefreshRuntime = join(__dirname, 'shared-refresh-runtime.cjs');
const mockEntry = join(__dirname, 'mock-entry.mjs');

function loadAppConfig(appDir) {
  const configure = require(join(appDir, 'webpack.config.js'));
  return typeof configure === 'function'
    ? configure({ WEBPACK_SERVE: true }, { mode: 'development' })
    : configure;
}

const isSwcRule = (rule) => rule?.use?.loader === 'swc-loader';

/**
 * The app's config for `webpack-dev-server`. Every app bundles the refresh plugin's client, but they
 * all use one refresh runtime per page (shared-refresh-runtime.cjs): the shell's, installed into
 * React's DevTools hook before the shared react-dom started, so an edit in a remote refreshes in
 * place. React itself stays the shell's one shared singleton.
 *
 * `fastRefresh: false` is for a remote running inside a deployed (production) shell: production
 * react-dom cannot refresh components in place, so an edit reloads the page instead (webpack's
 * HMR client does that when no module accepts the update), and JSX keeps the production runtime
 * the shell shares.
 */
function devServerConfig(appDir, devServer, { fastRefresh = true, mock = false } = {}) {
  const config = loadAppConfig(appDir);
  if (mock) withMockEntry(config);
  config.mode = 'development';
  config.devtool = 'cheap-module-source-map';
  // The browser connects to this server's socket on whatever address the page came from.
  devServer.client = { webSocketURL: 'auto://0.0.0.0:0/ws', ...devServer.client };
  if (!fastRefresh) return withDevServer(config, devServer);
  config.module.rules = config.module.rules.map((rule) =>
    isSwcRule(rule) ? swcRule({ refresh: true }) : rule,
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
  return withDevServer(config, devServer);
}

/**
 * Mock mode (`npm run dev -- --mock`, the shell only): ./mock-entry.mjs becomes the entry; it starts
 * the fake API of @furnace/api-client/testing in a service worker, then imports the shell's own
 * entry through an alias. The production build (the app's webpack.config.js alone) never sees it.
 */
function withMockEntry(config) {
  const { main } = config.entry;
  if (typeof main !== 'string') throw new Error('mock mode expects the shell entry { main: file }');
  config.entry = { main: mockEntry };
  config.resolve.alias = { ...config.resolve.alias, 'furnace-dev-shell-main$': main };
}

function withDevServer(config, devServer) {
  config.infrastructureLogging = { level: 'error' };
  config.stats = 'errors-warnings';
  config.devServer = {
    hot: true,
    liveReload: false, // a change Fast Refresh cannot apply reloads the page through HMR instead
    allowedHosts: 'all',
    static: false,
    compress: false,
    setupExitSignals: false, // the parent (tools/dev.mjs) decides when everything stops
    ...devServer,
    client: { overlay: { errors: true, warnings: false }, ...devServer.client },
  };
  return config;
}

module.exports = { devServerConfig };
