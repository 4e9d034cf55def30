import { createContext } from 'react';
import { loadRemoteRoutes, type RemoteRoutesLoader } from './load-remote-routes';

/**
 * How RemoteModule loads a remote: loadRemoteRoutes (Module Federation in the browser; in the
 * server bundle a stand-in, load-remote-routes.server.ts), unless a provider gives another: the
 * server render provides the remotes' server bundles (src/server/render.tsx).
 */
export const RemoteLoaderContext = createContext<RemoteRoutesLoader>(loadRemoteRoutes);
