// The admin remote: the staff area (/admin/* and /test), loaded only after sign-in. Built and
// deployed on its own; the shell finds it at run time through the registry.
const path = require('node:path');
const { remoteConfig, workspaceRoot } = require('../../tools/webpack/common');

module.exports = (_env, argv) =>
  remoteConfig({
    name: 'admin',
    mode: argv.mode || 'production',
    exposes: { './routes': path.join(__dirname, 'src/app/AdminRoutes.tsx') },
    outputPath: path.join(workspaceRoot, 'dist/apps/admin'),
  });
