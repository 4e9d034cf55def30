import builtInRemotes from './built-in-remotes.json';

/** Which remotes exist and where their entry script lives (Why: ADR 1). */
export interface RemoteEntry {
  /** e.g. public_site (Module Federation forbids hyphens). */
  name: string;
  /** The remoteEntry.js, not mf-manifest.json: the runtime is built without manifest snapshots. */
  entry: string;
  /** A build id. */
  version?: string;
  /** Extra remotes only: the path the shell mounts them at (e.g. /timeline) and a nav label. */
  mountPath?: string;
  navLabel?: string;
}

export interface RemoteRegistry {
  remotes: RemoteEntry[];
}

export const REGISTRY_ELEMENT_ID = 'remote-registry';

/** The remotes every deployment has (in JSON for the scripts of tools/ too); the default registry. */
export const BUILT_IN_REMOTES: readonly { name: string; folder: string }[] = builtInRemotes;

export const DEFAULT_REMOTE_REGISTRY: RemoteRegistry = Object.freeze({
  remotes: BUILT_IN_REMOTES.map(({ name, folder }) => ({
    name,
    entry: `/remotes/${folder}/remoteEntry.js`,
  })),
});
