// The server render's load-remote-routes.ts (webpack.config.js swaps it in): the Module Federation
// runtime stays out of the server bundle; the render provides the remotes through
// RemoteLoaderContext, so this is never called there.
import type { RemoteRoutesLoader } from './load-remote-routes';

export type { RemoteRoutesLoader, RemoteRoutesModule } from './load-remote-routes';

export const loadRemoteRoutes: RemoteRoutesLoader = (containerName) =>
  Promise.reject(new Error(`No server bundle of ${containerName} was given to the render`));
