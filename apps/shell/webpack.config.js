// The shell: the host every visitor downloads first. It owns the router, the site chrome and the
// auth provider, and loads the remotes named in the run-time registry (never at build time).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  baseConfig,
  sharedSingletons,
  federationRuntime,
  workspaceRoot,
  CopyFolderPlugin,
} = require('../../tools/webpack/common');

module.exports = (_env, argv) => {
  const mode = argv.mode || 'production';
  const config = baseConfig({
    name: 'shell',
    mode,
    outputPath: path.join(workspaceRoot, 'dist/apps/shell'),
  });
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
      // Lends the shell's federation runtime to the remotes, so visitors download it once.
      runtimePlugins: [federationRuntime.shellPlugin],
      experiments: {
        // No manifest snapshots: the registry points at each remote's remoteEntry.js directly.
        optimization: { disableSnapshot: true, target: 'web' },
      },
    }),
    new CopyFolderPlugin(path.join(__dirname, 'public')),
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'src/index.html'),
      hash: true, // main.js keeps its name, so the HTML busts it with ?<build hash>
      scriptLoading: 'defer',
    }),
  );
  return config;
};
