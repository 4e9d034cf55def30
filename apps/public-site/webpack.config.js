// The public_site remote: every visitor page, found by the shell through the run-time registry.
// A second target builds its server render (server/render.js): a deploy carries its HTML with it.
const path = require('node:path');
const { remoteApp, withServerRender } = require('../../tools/webpack/common');

const browser = remoteApp({
  name: 'public_site',
  dir: __dirname,
  routes: 'src/app/PublicSiteRoutes.tsx',
});

module.exports = (env = {}, argv = {}) =>
  withServerRender(browser(env, argv), env, {
    entry: path.join(__dirname, 'src/server/render.tsx'),
    // React, the router and TanStack Query (the render's data) come from the shell's server bundle.
    remote: true,
  });
