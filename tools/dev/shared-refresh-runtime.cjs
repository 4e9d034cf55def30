// `react-refresh/runtime` in development (an alias in serve-app.cjs): ONE Fast Refresh runtime per
// page, made by whichever app loads first. A runtime per app would not see the React root: only the
// one that hooked React's DevTools hook before react-dom started tracks it.
const KEY = '__furnaceReactRefreshRuntime__';

module.exports = globalThis[KEY] ??= require('react-refresh-runtime-of-the-page');
