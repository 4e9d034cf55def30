// The public_site remote: every visitor page. Built and deployed on its own; the shell finds it at
// run time through the registry, so its files may live under any path or origin. A second target
// builds its server render (server/render.js), so a deploy carries its HTML with it.
const path = require('node:path');
const { remoteConfig, serverRenderConfig, workspaceRoot } = require('../../tools/webpack/common');

const server = (file) => path.join(__dirname, 'src/server', file);

module.exports = (env = {}, argv = {}) => {
  const mode = argv.mode || 'production';
  const outputPath = path.join(workspaceRoot, 'dist/apps/public-site');
  const browser = remoteConfig({
    name: 'public_site',
    mode,
    exposes: { './routes': path.join(__dirname, 'src/app/PublicSiteRoutes.tsx') },
    outputPath,
  });
  // The dev servers (tools/dev) serve the browser build only: pages there render in the browser.
  if (mode !== 'production' || env.WEBPACK_SERVE) return browser;
  return [
    browser,
    serverRenderConfig({
      name: 'public_site_server',
      // After the browser build, whose output.clean would remove server/.
      dependsOn: 'public_site',
      mode,
      entry: server('render.tsx'),
      outputPath,
      // React, the router and TanStack Query (the render's data) come from the shell's server bundle.
      remote: true,
    }),
  ];
};
