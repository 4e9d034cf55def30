import builtInRemotes from './built-in-remotes.json';

/**
 * The remote registry: which Module Federation remotes exist and where their entry script lives.
 * The server inlines it into the shell's index.html (no extra round trip) and serves it at
 * /registry.json. Changing it is how a remote is deployed or rolled back without touching the shell.
 */
export interface RemoteEntry {
  /** Container name, e.g. public_site (no hyphens: Module Federation forbids them). */
  name: string;
  /**
   * URL of the remote's remoteEntry.js (absolute or site-relative). The shell's runtime is built
   * without manifest snapshots (smaller, one request fewer), so this is the entry script, not
   * mf-manifest.json; the manifest is still published beside it for tooling.
   */
  entry: string;
  /** The deployed version (a build id), for display and rollbacks. */
  version?: string;
  /** Extra remotes only: the path the shell mounts them at (e.g. /timeline) and a nav label. */
  mountPath?: string;
  navLabel?: string;
}

export interface RemoteRegistry {
  remotes: RemoteEntry[];
}

/** The id of the inline <script type="application/json"> holding the registry in index.html. */
export const REGISTRY_ELEMENT_ID = 'remote-registry';

/**
 * The two remotes every deployment has: container name and folder (apps/{folder}, served by
 * `npm start` at /remotes/{folder}/). The registry the server sends when no deploy has written one,
 * and the shell's fallback. The one list, in JSON so the plain Node scripts of tools/ read it too.
 */
export const BUILT_IN_REMOTES: readonly { name: string; folder: string }[] = builtInRemotes;

export const DEFAULT_REMOTE_REGISTRY: RemoteRegistry = Object.freeze({
  remotes: BUILT_IN_REMOTES.map(({ name, folder }) => ({
    name,
    entry: `/remotes/${folder}/remoteEntry.js`,
  })),
});
