// The public_site remote: every visitor page. Built and deployed on its own; the shell finds it at
// run time through the registry, so its files may live under any path or origin.
const path = require('node:path');
const { remoteConfig, workspaceRoot } = require('../../tools/webpack/common');

module.exports = (_env, argv) =>
  remoteConfig({
    name: 'public_site',
    mode: argv.mode || 'production',
    exposes: { './routes': path.join(__dirname, 'src/app/PublicSiteRoutes.tsx') },
    outputPath: path.join(workspaceRoot, 'dist/apps/public-site'),
  });
