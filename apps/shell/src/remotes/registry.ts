import {
  BUILT_IN_REMOTES,
  DEFAULT_REMOTE_REGISTRY,
  REGISTRY_ELEMENT_ID,
  type RemoteEntry,
  type RemoteRegistry,
} from '@furnace/contracts';

let cached: RemoteRegistry | null = null;

/**
 * In the browser, the registry the server inlined into index.html as JSON (no extra round trip
 * before the first remote can load); deploying or rolling back a remote only changes this document.
 * In the server render, the one the API handed to render() (setRegistryOfRender).
 */
export function readRegistry(): RemoteRegistry {
  if (cached) return cached;
  const element = document.getElementById(REGISTRY_ELEMENT_ID);
  try {
    const parsed = element?.textContent
      ? (JSON.parse(element.textContent) as RemoteRegistry)
      : null;
    cached = parsed && Array.isArray(parsed.remotes) ? parsed : DEFAULT_REMOTE_REGISTRY;
  } catch {
    cached = DEFAULT_REMOTE_REGISTRY;
  }
  return cached;
}

/**
 * Called by the server's render() before each render: one registry per process at a time (it
 * changes only with a deploy, and a render reads it synchronously as it starts).
 */
export function setRegistryOfRender(registry: RemoteRegistry): void {
  cached = registry;
}

/** Remotes beyond the two built-in ones, mounted at the path the registry gives them. */
export function extraRemotes(): RemoteEntry[] {
  return readRegistry().remotes.filter(
    (remote) =>
      remote.mountPath && !BUILT_IN_REMOTES.some((builtIn) => builtIn.name === remote.name),
  );
}
