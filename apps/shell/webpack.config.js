// The shell: router, chrome and auth; the remotes come from the run-time registry.
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  baseConfig,
  sharedSingletons,
  withServerRender,
  workspaceRoot,
} = require('../../tools/webpack/common');

const src = (file) => path.join(__dirname, 'src', file);

// Lends the shell's runtime-core to the remotes (ADR 3). Not `experiments.provideExternalRuntime`:
// it adds the CommonJS build, a second runtime-core in main.js (21.8 KB gzipped more).
const LEND_RUNTIME_CORE = require
  .resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [require.resolve('@module-federation/enhanced')], // enhanced's own dependency
  })
  .replace(/\.cjs$/, '.js');

module.exports = (env = {}, argv = {}) => {
  const mode = argv.mode || 'production';
  const outputPath = path.join(workspaceRoot, 'dist/apps/shell');
  const config = baseConfig({ name: 'shell', mode, outputPath });
  config.entry = { main: src('main.tsx') };
  config.output.publicPath = '/';
  config.output.uniqueName = 'shell';
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {}, // filled at run time from the registry (src/remotes/registry.ts)
      shared: sharedSingletons({ eager: true }),
      shareStrategy: 'loaded-first',
      manifest: false,
      dts: false,
      runtimePlugins: [LEND_RUNTIME_CORE],
      experiments: {
        // No manifest snapshots: the registry points at each remote's remoteEntry.js directly.
        optimization: { disableSnapshot: true, target: 'web' },
      },
    }),
    new HtmlWebpackPlugin({
      template: src('index.html'),
      favicon: src('favicon.svg'), // emitted as /favicon.svg, and linked from the head
      hash: true, // main.js keeps its name, so the HTML busts it with ?<build hash>
      scriptLoading: 'defer',
    }),
    // /page-boot.js (ADR 41); copied before the minimizer runs, so it is minified too.
    new CopyPlugin({ patterns: [src('page-boot.js')] }),
  );
  return withServerRender(config, env, {
    entry: src('server/render.tsx'),
    provide: {
      // Not a global where the API runs the bundle (apps/api/src/web/load-server-bundle.ts).
      Buffer: ['buffer', 'Buffer'],
    },
  });
};
