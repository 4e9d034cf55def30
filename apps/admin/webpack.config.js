// The admin remote: the staff area (/admin/* and /test), loaded only after sign-in. Built and
// deployed on its own; the shell finds it at run time through the registry.
const { remoteApp } = require('../../tools/webpack/common');

module.exports = remoteApp({ name: 'admin', dir: __dirname, routes: 'src/app/AdminRoutes.tsx' });
