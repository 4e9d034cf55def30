// An extra remote, mounted by the shell where the registry says. `name`: the container name (no
// hyphens: Module Federation forbids them). NEVER change the shared singletons of tools/webpack on
// your own.
const { remoteApp } = require('../../tools/webpack/common');

module.exports = remoteApp({ name: 'timeline', dir: __dirname, routes: 'src/TimelineRoutes.tsx' });
