// Webpack pieces shared by the shell and every remote; each app's own webpack.config.js takes them.
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
          // Stated, not guessed from the mode: a dev remote in a production shell uses its runtime.
          transform: { react: { runtime: 'automatic', development: refresh, refresh } },
          target: 'es2020',
        },
      },
    },
  };
}

/** For browser and server builds alike: the server's HTML carries the browser's class names. */
const CSS_MODULES = {
  localIdentName: '[hash:base64:6]',
  namedExport: false,
  exportLocalsConvention: 'as-is',
};

/** Stylesheets and pictures; a `server` build takes only class names and URLs, emitting nothing. */
function styleAndAssetRules({ server = false } = {}) {
  const modules = server ? { ...CSS_MODULES, exportOnlyLocals: true } : CSS_MODULES;
  const extract = server ? [] : [MiniCssExtractPlugin.loader];
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

/** What every build shares. react-router 7 resolves to its development build unless aliased. */
function commonSettings(mode) {
  const productionRouter = 'node_modules/react-router/dist/production/index.mjs';
  const alias = { 'react-router$': path.join(workspaceRoot, productionRouter) };
  return {
    mode,
    context: workspaceRoot,
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: mode === 'production' ? alias : {},
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The singletons every federated app shares: never change them without every team (ADR 2). The
 * 'react/' keys catch sub-paths. `eager`: the shell's, in its entry; remotes carry no copy.
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
    // One QueryClient for the page, through the facade so TanStack Query is tree-shaken (ADR 12).
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
    // webpack's own runtime is then written in ES2020 too.
    target: ['web', 'es2020'],
    // Maps beside the build, unreferenced and unpublished (the full sources would be public).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    module: { rules: [swcRule(), ...styleAndAssetRules()] },
    output: {
      path: outputPath,
      clean: true,
      // Initial chunks keep the default [name].js (no hash under Module Federation); lazy ones
      // are immutable.
      chunkFilename: '[name].[contenthash:10].js',
    },
    plugins: [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css' })],
    // '...' keeps terser (ES2020, a third pass: about 100 bytes gzipped off `/`); cssnano for CSS.
    optimization: {
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
 * A Module Federation remote, loadable from any path or origin; OUTPUT_PATH is for deploy:remote.
 * `ModuleFederationPlugin`: another release's plugin (an e2e journey builds with one; ADR 3).
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
        // runtime-core comes from the shell (ADR 3); remotes load no other remotes.
        externalRuntime: true,
        optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
      },
    }),
  );
  return config;
}

// Externals of a remote's server bundle, handed over by apps/shell/src/server/render.tsx `shared`
// (ADR 7): change both together.
const SERVER_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
];

/** A remote's whole webpack.config.js: `routes` exposed as './routes', built into dist/<dir>. */
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
 * In a production build, the server render after the browser build: `entry` as one CommonJS file,
 * {outputPath}/server/render.js, needing no node_modules (a `remote` takes SERVER_SHARED from the
 * shell's).
 */
function withServerRender(browser, env, { entry, provide = {}, remote = false }) {
  const { mode, name } = browser;
  if (mode !== 'production' || env.WEBPACK_SERVE) return browser;
  const webpack = require('webpack');
  const server = {
    ...commonSettings(mode),
    name: `${name}_server`,
    dependencies: [name],
    target: 'node',
    entry: { render: entry },
    externals: remote ? Object.fromEntries(SERVER_SHARED.map((id) => [id, `commonjs ${id}`])) : {},
    module: { rules: [swcRule(), ...styleAndAssetRules({ server: true })] },
    output: {
      path: path.join(browser.output.path, 'server'),
      library: { type: 'commonjs2' },
      clean: true,
      publicPath: '',
    },
    optimization: { splitChunks: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // The node:vm sandbox has no URL (ADR 13).
      new webpack.ProvidePlugin({
        URL: ['whatwg-url', 'URL'],
        URLSearchParams: ['whatwg-url', 'URLSearchParams'],
        ...provide,
      }),
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
