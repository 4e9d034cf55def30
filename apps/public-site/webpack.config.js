// The public_site remote: every visitor page. Built and deployed on its own; the shell finds it at
// run time through the registry, so its files may live under any path or origin (publicPath auto).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, sharedSingletons, workspaceRoot } = require('../../tools/webpack/common');

module.exports = (_env, argv) => {
  const mode = argv.mode || 'production';
  const config = baseConfig({
    name: 'public_site',
    mode,
    // OUTPUT_PATH lets a deploy build into a fresh versioned folder.
    outputPath: process.env.OUTPUT_PATH || path.join(workspaceRoot, 'dist/apps/public-site'),
  });
  config.entry = {};
  config.output.publicPath = 'auto';
  config.output.uniqueName = 'public_site';
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'public_site',
      filename: 'remoteEntry.js',
      exposes: { './routes': path.join(__dirname, 'src/app/PublicSiteRoutes.tsx') },
      shared: sharedSingletons(),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      experiments: {
        // Measured: a remote with its own lean runtime (no snapshot, no remote-loading code, since
        // remotes load no other remotes) costs visitors less than sharing the host's full runtime
        // through externalRuntime/provideExternalRuntime (43 KB vs 54 KB gzipped, host + remote).
        optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
      },
    }),
  );
  return config;
};
