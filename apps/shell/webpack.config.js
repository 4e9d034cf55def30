// The shell: router, chrome and auth; the remotes come from the run-time registry.
const fs = require('node:fs');
const path = require('node:path');
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

// Emits src/page-boot.js as /page-boot.js (ADR 41) before the minimizer runs, so it is minified.
class PageBootPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PageBootPlugin', (compilation) => {
      compilation.fileDependencies.add(src('page-boot.js'));
      compilation.hooks.processAssets.tap(
        {
          name: 'PageBootPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () =>
          compilation.emitAsset(
            'page-boot.js',
            new RawSource(fs.readFileSync(src('page-boot.js'))),
          ),
      );
    });
  }
}

module.exports = (env = {}, argv = {}) => {
  const mode = argv.mode || 'production';
  const outputPath = path.join(workspaceRoot, 'dist/apps/shell');
  const config = baseConfig({ name: 'shell', mode, outputPath });
  config.entry = { main: path.join(__dirname, 'src/main.tsx') };
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
      template: path.join(__dirname, 'src/index.html'),
      favicon: src('favicon.svg'), // emitted as /favicon.svg, and linked from the head
      hash: true, // main.js keeps its name, so the HTML busts it with ?<build hash>
      scriptLoading: 'defer',
    }),
    new PageBootPlugin(),
  );
  return withServerRender(config, env, {
    entry: src('server/render.tsx'),
    provide: {
      // Not a global where the API runs the bundle (apps/api/src/web/load-server-bundle.ts).
      Buffer: ['buffer', 'Buffer'],
    },
    replace: {
      [src('remotes/load-remote-routes.ts')]: src('remotes/load-remote-routes.server.ts'),
    },
  });
};
