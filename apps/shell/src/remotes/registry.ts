import {
  BUILT_IN_REMOTES,
  DEFAULT_REMOTE_REGISTRY,
  REGISTRY_ELEMENT_ID,
  type RemoteEntry,
  type RemoteRegistry,
} from '@furnace/contracts';

let cached: RemoteRegistry | null = null;

/** The registry inlined in index.html (a deploy changes only that), or the one render() got. */
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

/** Called by render() before each render: a render reads it synchronously as it starts. */
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
