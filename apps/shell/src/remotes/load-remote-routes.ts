import { remoteRoutesId, type RemoteRoutesProps } from '@furnace/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteRoutesModule = { default: ComponentType<RemoteRoutesProps> };

/** A remote's routes module ('public_site/routes') through the Module Federation runtime. */
export async function loadRemoteRoutes(containerName: string): Promise<RemoteRoutesModule> {
  const id = remoteRoutesId(containerName);
  const module = await loadRemote<RemoteRoutesModule>(id);
  if (typeof module?.default !== 'function') {
    throw new Error(`Remote module ${id} does not export a routes component`);
  }
  return module;
}
