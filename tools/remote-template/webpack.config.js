// An extra remote, deployed on its own and mounted by the shell at the path the registry gives it
// (no change to the shell). Copy this folder to start a new team's remote; change `name` (letters,
// digits and underscores only: Module Federation forbids hyphens) and the exposed component.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, sharedSingletons, workspaceRoot } = require('../webpack/common');

const CONTAINER_NAME = 'timeline';

module.exports = (_env, argv) => {
  const mode = argv.mode || 'production';
  const config = baseConfig({
    name: CONTAINER_NAME,
    mode,
    // `npm run deploy:remote` sets OUTPUT_PATH to a fresh versioned folder.
    outputPath: process.env.OUTPUT_PATH || path.join(workspaceRoot, 'dist/tools/remote-template'),
  });
  config.entry = {};
  config.output.publicPath = 'auto';
  config.output.uniqueName = CONTAINER_NAME;
  config.plugins.push(
    new ModuleFederationPlugin({
      name: CONTAINER_NAME,
      filename: 'remoteEntry.js',
      // The shell's contract: './routes' exports a routes component (see @furnace/contracts).
      exposes: { './routes': path.join(__dirname, 'src/TimelineRoutes.tsx') },
      // NEVER change the shared singletons on your own: they must match the shell's exactly.
      shared: sharedSingletons(),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
    }),
  );
  return config;
};
