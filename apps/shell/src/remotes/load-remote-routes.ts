import { remoteRoutesId, type RemoteRoutesProps } from '@furnace/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteRoutesModule = { default: ComponentType<RemoteRoutesProps> };

/** Loads a remote's routes module ('public_site/routes') by the remote's container name. */
export type RemoteRoutesLoader = (containerName: string) => Promise<RemoteRoutesModule>;

/** In the browser: through the Module Federation runtime, from the remote the registry names. */
export const loadRemoteRoutes: RemoteRoutesLoader = async (containerName) => {
  const id = remoteRoutesId(containerName);
  const module = await loadRemote<RemoteRoutesModule>(id);
  if (typeof module?.default !== 'function') {
    throw new Error(`Remote module ${id} does not export a routes component`);
  }
  return module;
};
