// Bundled into the shell and every remote in development in place of `react-refresh/runtime` (an
// alias in tools/dev/serve-app.cjs, which also points 'react-refresh-runtime-of-the-page' at the
// real one): ONE Fast Refresh runtime per page, whichever app loads first creates it. With a runtime
// per app, a remote's runtime would never see the React root: the shell's runtime hooks React's
// DevTools hook before react-dom starts, and a runtime that arrives later only tracks roots mounted
// after it. (The same idea as
// github.com/pmmmwh/react-refresh-webpack-plugin/pull/516.) Never part of a production build.
const KEY = '__furnaceReactRefreshRuntime__';

module.exports = globalThis[KEY] ??= require('react-refresh-runtime-of-the-page');
