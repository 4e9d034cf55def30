// An extra remote, deployed on its own and mounted by the shell at the path the registry gives it
// (no change to the shell). `npm run new-remote -- <name>` copies this folder into apps/<name>/ with
// every name filled in; `name` below is the container name (letters, digits and underscores only:
// Module Federation forbids hyphens). The shared singletons come from tools/webpack/common.js:
// NEVER change them on your own.
const path = require('node:path');
const { remoteConfig, workspaceRoot } = require('../webpack/common');

module.exports = (_env, argv) =>
  remoteConfig({
    name: 'timeline',
    mode: argv.mode || 'production',
    exposes: { './routes': path.join(__dirname, 'src/TimelineRoutes.tsx') },
    outputPath: path.join(workspaceRoot, 'dist/tools/remote-template'),
  });
