// The shell: the host every visitor downloads first. It owns the router, the site chrome and the
// auth provider, and loads the remotes named in the run-time registry (never at build time).
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

/**
 * The runtime plugin that lends the shell's runtime-core to the remotes (built with
 * `experiments.externalRuntime`, docs/adr/0003-federation-runtime.md): the one
 * `experiments.provideExternalRuntime` adds, but its ES module build. The option adds it by
 * require.resolve, i.e. its CommonJS build, which brings the CommonJS runtime-core into main.js
 * beside the ES module one the bundler runtime uses (21.8 KB gzipped more).
 */
const LEND_RUNTIME_CORE = require
  .resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [require.resolve('@module-federation/enhanced')], // enhanced's own dependency
  })
  .replace(/\.cjs$/, '.js');

/**
 * Adds `<link rel="preload" as="font">` for every .woff2 the build emits (their names carry a
 * content hash, so index.html cannot name them by hand): the heading font then arrives with the
 * first round trips instead of after the stylesheet has been parsed.
 */
class PreloadFontsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFontsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadFontsPlugin',
        (data) => {
          const fonts = compilation
            .getAssets()
            .filter((asset) => asset.name.endsWith('.woff2'))
            .map((asset) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                href: `${compilation.outputOptions.publicPath}${asset.name}`,
                as: 'font',
                type: 'font/woff2',
                crossorigin: '', // fonts are always fetched in CORS mode; the preload must match
              }),
            );
          data.headTags.unshift(...fonts);
          return data;
        },
      );
    });
  }
}

/**
 * Emits src/page-boot.js as /page-boot.js, the script a server-rendered page loads instead of
 * main.js (apps/api/src/web/index-html.ts). Added before webpack's minimizer runs, so it is
 * minified like the bundles (in production).
 */
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
  config.entry = { main: path.join(__dirname, 'src/main.ts') };
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
    new PreloadFontsPlugin(),
    new PageBootPlugin(),
  );
  // The public pages' HTML: this app's tree with the remotes' routes in it.
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
