// The server render's read-registry.ts (webpack.config.js swaps it in): the registry the API hands
// to render() (src/server/render.tsx), not one read from the page. One per process at a time: the
// registry changes only with a deploy, and a render reads it synchronously as it starts.
import { DEFAULT_REMOTE_REGISTRY, type RemoteRegistry } from '@furnace/contracts';

let current: RemoteRegistry = DEFAULT_REMOTE_REGISTRY;

export function readRegistry(): RemoteRegistry {
  return current;
}

/** Called by render() before each render. */
export function setRegistryOfRender(registry: RemoteRegistry): void {
  current = registry;
}
