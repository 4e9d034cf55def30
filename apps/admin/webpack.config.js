// The admin remote: the staff area (/admin/* and /test), loaded only after sign-in. Built and
// deployed on its own; the shell finds it at run time through the registry (publicPath auto).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, sharedSingletons, workspaceRoot } = require('../../tools/webpack/common');

module.exports = (_env, argv) => {
  const mode = argv.mode || 'production';
  const config = baseConfig({
    name: 'admin',
    mode,
    // OUTPUT_PATH lets a deploy build into a fresh versioned folder.
    outputPath: process.env.OUTPUT_PATH || path.join(workspaceRoot, 'dist/apps/admin'),
  });
  config.entry = {};
  config.output.publicPath = 'auto';
  config.output.uniqueName = 'admin';
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'admin',
      filename: 'remoteEntry.js',
      exposes: { './routes': path.join(__dirname, 'src/app/AdminRoutes.tsx') },
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
