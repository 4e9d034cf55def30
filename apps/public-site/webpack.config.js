// The public_site remote: every visitor page, found by the shell through the run-time registry.
// A second target builds its server render (server/render.js): a deploy carries its HTML with it.
const path = require('node:path');
const { remoteApp, withServerRender } = require('../../tools/webpack/common');

const browser = remoteApp({
  name: 'public_site',
  dir: __dirname,
  routes: 'src/app/PublicSiteRoutes.tsx',
});

module.exports = (env = {}, argv = {}) => {
  const config = browser(env, argv);
  // The home page's chunk is never split into chunks it shares with other pages: `/` is one
  // download, whatever the sizes of the modules the pages share (the phone budget for `/`).
  config.optimization = {
    ...config.optimization,
    splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== 'home' },
  };
  return withServerRender(config, env, {
    entry: path.join(__dirname, 'src/server/render.tsx'),
    // React, the router and TanStack Query (the render's data) come from the shell's server bundle.
    remote: true,
  });
};
