import type { RemoteEntry, RemoteRegistry } from '@furnace/contracts';
export declare function deployRemote(options: {
  dataDir: string;
  nameOrDir: string;
  folder?: string;
  mountPath?: string;
  navLabel?: string;
  log?: (line: string) => void;
}): RemoteEntry;
export declare function rollbackRemote(options: {
  dataDir: string;
  name: string;
  version?: string;
  log?: (line: string) => void;
}): { version: string; entry: string };
export declare function withEntry(registry: RemoteRegistry, entry: RemoteEntry): RemoteRegistry;
export declare function registryEntry(
  remote: { name: string; mountPath?: string; navLabel?: string },
  entry: string,
  version: string,
): RemoteEntry;
