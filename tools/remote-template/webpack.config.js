// An extra remote, deployed on its own and mounted by the shell at the path the registry gives it
// (no change to the shell). `npm run new-remote -- <name>` copies this folder into apps/<name>/ with
// every name filled in; `name` below is the container name (letters, digits and underscores only:
// Module Federation forbids hyphens). The shared singletons come from tools/webpack/common.js:
// NEVER change them on your own.
const { remoteApp } = require('../webpack/common');

module.exports = remoteApp({ name: 'timeline', dir: __dirname, routes: 'src/TimelineRoutes.tsx' });
