import { remoteRoutesId, type RemoteRoutesProps } from '@furnace/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteRoutesModule = { default: ComponentType<RemoteRoutesProps> };

/** In the server render: the remotes' server bundles render() was handed, by container name. */
let remotesOfRender: Record<string, RemoteRoutesModule['default']> | undefined;

/** Called by render() before each render, as setRegistryOfRender. */
export function setRemotesOfRender(given: typeof remotesOfRender): void {
  remotesOfRender = given;
}

/** A remote's routes module ('public_site/routes'): in the browser through Module Federation. */
export async function loadRemoteRoutes(containerName: string): Promise<RemoteRoutesModule> {
  const id = remoteRoutesId(containerName);
  const module = remotesOfRender
    ? { default: remotesOfRender[containerName] }
    : await loadRemote<RemoteRoutesModule>(id);
  if (typeof module?.default !== 'function') {
    throw new Error(`Remote module ${id} does not export a routes component`);
  }
  return module;
}
