import { BUILT_IN_REMOTES, type RemoteEntry } from '@furnace/contracts';
import { readRegistry } from './read-registry';

export { readRegistry };

/** Remotes beyond the two built-in ones, mounted at the path the registry gives them. */
export function extraRemotes(): RemoteEntry[] {
  return readRegistry().remotes.filter(
    (remote) =>
      remote.mountPath && !BUILT_IN_REMOTES.some((builtIn) => builtIn.name === remote.name),
  );
}
