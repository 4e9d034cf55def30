import {
  BUILT_IN_REMOTES,
  DEFAULT_REMOTE_REGISTRY,
  REGISTRY_ELEMENT_ID,
  remoteRoutesId,
  type RemoteEntry,
  type RemoteRegistry,
  type RemoteRoutesProps,
} from '@furnace/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteRoutesModule = { default: ComponentType<RemoteRoutesProps> };

let cached: RemoteRegistry | null = null;
/** In the server render: the remotes' server bundles render() was handed, by container name. */
let remotesOfRender: Record<string, RemoteRoutesModule['default']> | undefined;

/** The registry inlined in index.html (a deploy changes only that), or the one render() got. */
export function readRegistry(): RemoteRegistry {
  if (cached) return cached;
  try {
    const inline = document.getElementById(REGISTRY_ELEMENT_ID)?.textContent || 'null';
    const parsed = JSON.parse(inline) as RemoteRegistry | null;
    if (Array.isArray(parsed?.remotes)) return (cached = parsed);
  } catch {
    // Broken: the built-in remotes.
  }
  return (cached = DEFAULT_REMOTE_REGISTRY);
}

/** Called by render() before each render: a render reads them synchronously as it starts. */
export function setRemotesOfRender(registry: RemoteRegistry, remotes: typeof remotesOfRender) {
  cached = registry;
  remotesOfRender = remotes;
}

/** Remotes beyond the two built-in ones, mounted at the path the registry gives them. */
export function extraRemotes(): RemoteEntry[] {
  return readRegistry().remotes.filter(
    (remote) =>
      remote.mountPath && !BUILT_IN_REMOTES.some((builtIn) => builtIn.name === remote.name),
  );
}

/** A remote's routes module ('public_site/routes'): in the browser through Module Federation. A
 * module without a routes component fails in React.lazy, inside the remote's error boundary. */
export function loadRemoteRoutes(name: string): Promise<RemoteRoutesModule> {
  if (remotesOfRender) return Promise.resolve({ default: remotesOfRender[name] });
  return loadRemote(remoteRoutesId(name)) as Promise<RemoteRoutesModule>;
}
