// Webpack pieces shared by the shell and every remote. Each app keeps its own small
// webpack.config.js (so a team can build and deploy its app alone) and takes these from here.
const path = require('node:path');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const rootPackage = require('../../package.json');

const workspaceRoot = path.resolve(__dirname, '../..');
const deps = rootPackage.dependencies;

/** TypeScript + JSX through swc; `refresh` (dev servers only) adds Fast Refresh's registrations. */
function swcRule({ refresh = false } = {}) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // `development` stated, not left to swc-loader's guess from the webpack mode: a remote
          // in development inside a production shell must use the jsx-runtime the shell shares.
          transform: { react: { runtime: 'automatic', development: refresh, refresh } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * CSS Modules' options, for the browser builds and the server render alike: the server's HTML must
 * carry the class names the browser's stylesheets define.
 */
const CSS_MODULES = {
  localIdentName: '[hash:base64:6]',
  namedExport: false,
  exportLocalsConvention: 'as-is',
};

/**
 * Stylesheets and pictures. The browser build extracts the CSS and emits the files; a server
 * build (`server`) takes only the class names and the files' URLs, and emits nothing.
 */
function styleAndAssetRules({ server = false } = {}) {
  const modules = server ? { ...CSS_MODULES, exportOnlyLocals: true } : CSS_MODULES;
  const extract = server ? [] : [MiniCssExtractPlugin.loader];
  // A plain stylesheet import (the shell's styles.css) means nothing to a server bundle.
  const plainCss = server
    ? { type: 'asset/resource', generator: { emit: false } }
    : { use: [...extract, 'css-loader'] };
  return [
    { test: /\.css$/, exclude: /\.module\.css$/, ...plainCss },
    { test: /\.module\.css$/, use: [...extract, { loader: 'css-loader', options: { modules } }] },
    {
      test: /\.(svg|png|jpe?g|webp|avif|woff2)$/,
      type: 'asset/resource',
      generator: { filename: 'assets/[name].[contenthash:10][ext]', emit: !server },
    },
  ];
}

/**
 * What every build shares. react-router 7 resolves to its development build under every export
 * condition webpack uses; a production build points it at the production build, so visitors do not
 * download the development warnings.
 */
function commonSettings(mode) {
  const alias =
    mode === 'production'
      ? {
          'react-router$': path.join(
            workspaceRoot,
            'node_modules/react-router/dist/production/index.mjs',
          ),
        }
      : {};
  return {
    mode,
    context: workspaceRoot,
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The singletons every federated app shares. Never change these without every team: a second copy
 * of React breaks hooks, a second copy of the router or of @furnace/auth splits their contexts.
 * The 'react/' and 'react-dom/' keys catch sub-paths (react/jsx-runtime, react-dom/client), which
 * would otherwise be bundled a second time.
 * `eager` is for the shell only: it puts the singletons in its entry file, so a visitor's browser
 * gets them with the first script instead of one round trip later. Remotes always take the shell's
 * and so carry no copy of their own (`import: false`: no fallback chunks, a smaller remoteEntry.js).
 */
function sharedSingletons({ eager = false } = {}) {
  const own = eager ? { eager } : { import: false };
  const singleton = (version) => ({ singleton: true, ...own, requiredVersion: `^${version}` });
  const workspaceLibrary = { singleton: true, ...own, requiredVersion: false, version: '0.0.0' };
  return {
    react: singleton(deps.react),
    'react/': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/': singleton(deps['react-dom']),
    // One QueryClient context for the page: the remotes read the answers the shell's client holds.
    // The facade, not @tanstack/react-query itself, so TanStack Query is tree-shaken (ADR 12).
    '@furnace/api-client/query': workspaceLibrary,
    '@furnace/router': workspaceLibrary,
    '@furnace/auth': workspaceLibrary,
  };
}

function baseConfig({ name, mode, outputPath }) {
  const production = mode === 'production';
  return {
    ...commonSettings(mode),
    name,
    // The syntax swc compiles to: webpack's own runtime code is then written with it too (91 bytes).
    target: ['web', 'es2020'],
    // Maps are written beside the build for error reports, but the bundles do not point at them and
    // the server does not publish them (the full sources would be public).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    module: { rules: [swcRule(), ...styleAndAssetRules()] },
    output: {
      path: outputPath,
      clean: true,
      // Initial chunks cannot carry a content hash under Module Federation; lazy chunks can, and
      // are then served as immutable.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:10].css',
        chunkFilename: '[name].[contenthash:10].css',
      }),
    ],
    // '...' keeps webpack's own JavaScript minifier (terser), told it may write the ES2020 the
    // bundles target and given a third pass (about 100 bytes gzipped off a phone's `/`); cssnano
    // minifies the stylesheets, which the server inlines into every rendered page.
    optimization: {
      // No shared chunks of our own code: each lazy page carries its copy. Whether webpack makes one
      // hangs on its 20 kB minimum over other pages' modules, so a smaller module elsewhere could
      // add a request of 3 KB to `/`.
      splitChunks: { cacheGroups: { default: false } },
      minimizer: ['...', new CssMinimizerPlugin()],
      minimizeOptions: {
        javascript: {
          ecma: 2020,
          module: false, // the bundles are classic scripts, not ES modules
          compress: { passes: 3, ecma: 2020 },
          format: { ecma: 2020 },
        },
      },
    },
  };
}

/**
 * A Module Federation remote: only remoteEntry.js and the modules it exposes, loadable from any
 * path or origin. OUTPUT_PATH lets `npm run deploy:remote` build into a fresh versioned folder.
 *
 * Each remote carries its own copy of the federation runtime (docs/adr/0003-federation-runtime.md),
 * so a remote built with another release of @module-federation/enhanced still loads in the shell:
 * pass that release's plugin as `ModuleFederationPlugin` (an e2e journey does, with the previous
 * patch release).
 */
function remoteConfig({
  name,
  mode,
  exposes,
  outputPath,
  ModuleFederationPlugin = require('@module-federation/enhanced/webpack').ModuleFederationPlugin,
}) {
  const config = baseConfig({ name, mode, outputPath: process.env.OUTPUT_PATH || outputPath });
  config.entry = {};
  config.output.publicPath = 'auto';
  config.output.uniqueName = name;
  config.plugins.push(
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedSingletons(),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      experiments: {
        // runtime-core comes from the shell (provideExternalRuntime there): the remote keeps only
        // the small bundler runtime of its own release (docs/adr/0003-federation-runtime.md).
        externalRuntime: true,
        // Remotes load no other remotes.
        optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
      },
    }),
  );
  return config;
}

/**
 * What the shell's server bundle shares with the remotes' (ADR 7), as the shell shares its
 * singletons in the browser: one React, one router and one TanStack Query (the render's
 * QueryClient holds its data). Externals of a remote's server bundle; the shell's render
 * (apps/shell/src/server/render.tsx `shared`) hands them over. Change both together.
 */
const SERVER_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
];

/**
 * A remote's whole webpack.config.js: `routes` (relative to `dir`) exposed as './routes', built into
 * dist/ under the same path as `dir` (or `outputPath`).
 */
function remoteApp({ name, dir, routes, outputPath }) {
  return (_env, argv = {}) =>
    remoteConfig({
      name,
      mode: argv.mode || 'production',
      exposes: { './routes': path.join(dir, routes) },
      outputPath: outputPath ?? path.join(workspaceRoot, 'dist', path.relative(workspaceRoot, dir)),
    });
}

/**
 * The browser build, and in a production build its server render after it (whose output.clean
 * would otherwise remove server/). The dev servers (tools/dev) serve the browser build only: pages
 * there render in the browser.
 *
 * The server render: `entry` built for Node as one CommonJS file, {outputPath}/server/render.js,
 * so that a deploy carries it; the API loads it from any folder, with no node_modules beside it.
 * The shell's bundles everything in (React too); a remote's (`remote: true`) takes SERVER_SHARED
 * from the shell's at run time. Images are not emitted again, only their URLs (publicPath set at
 * run time). `replace`: modules swapped for server versions, { browser: server }.
 */
function withServerRender(browser, env, { entry, replace = {}, provide = {}, remote = false }) {
  const { mode, name } = browser;
  if (mode !== 'production' || env.WEBPACK_SERVE) return browser;
  const webpack = require('webpack');
  const swaps = Object.entries(replace).map(([from, to]) => [path.resolve(from), path.resolve(to)]);
  const server = {
    ...commonSettings(mode),
    name: `${name}_server`,
    dependencies: [name],
    target: 'node',
    devtool: false,
    entry: { render: entry },
    externals: remote ? Object.fromEntries(SERVER_SHARED.map((id) => [id, `commonjs ${id}`])) : {},
    module: { rules: [swcRule(), ...styleAndAssetRules({ server: true })] },
    output: {
      path: path.join(browser.output.path, 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
      publicPath: '',
    },
    optimization: { minimize: true, splitChunks: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // The API runs the bundle in a node:vm sandbox without Node's URL (ADR 13): the standard's
      // own implementation, bundled.
      new webpack.ProvidePlugin({
        URL: ['whatwg-url', 'URL'],
        URLSearchParams: ['whatwg-url', 'URLSearchParams'],
        ...provide,
      }),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
      {
        // A relative import of a swapped file (e.g. './site-content' inside the API client)
        // gets the server version instead.
        apply(compiler) {
          compiler.hooks.normalModuleFactory.tap('ServerSwaps', (factory) => {
            factory.hooks.beforeResolve.tap('ServerSwaps', (resolveData) => {
              if (!resolveData.request.startsWith('.')) return;
              const target = path.resolve(resolveData.context, resolveData.request);
              const swap = swaps.find(
                ([from]) => from === target || from.replace(/\.tsx?$/, '') === target,
              );
              if (swap) resolveData.request = swap[1];
            });
          });
        },
      },
    ],
  };
  return [browser, server];
}

module.exports = {
  workspaceRoot,
  baseConfig,
  remoteApp,
  remoteConfig,
  sharedSingletons,
  swcRule,
  withServerRender,
};
