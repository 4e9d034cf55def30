import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_REMOTE_REGISTRY, type RemoteRegistry } from '@furnace/contracts';

/**
 * DATA_DIR/registry.json, else the built-in remotes; re-read when it changes. A file that cannot be
 * read never takes the site down: the last good registry stays in force.
 */
export function remoteRegistry(dataDir: string): () => RemoteRegistry {
  const file = join(dataDir, 'registry.json');
  let cached: { mtimeMs: number; registry: RemoteRegistry } | null = null;
  return () => {
    try {
      const stat = statSync(file, { throwIfNoEntry: false });
      if (!stat) return DEFAULT_REMOTE_REGISTRY;
      if (cached?.mtimeMs !== stat.mtimeMs) {
        const registry = JSON.parse(readFileSync(file, 'utf8')) as RemoteRegistry;
        if (!Array.isArray(registry.remotes) || registry.remotes.some((r) => !r.name || !r.entry))
          throw new Error('registry.json must be {"remotes": [{"name", "entry"}, ...]}');
        cached = { mtimeMs: stat.mtimeMs, registry };
      }
      return cached.registry;
    } catch (error) {
      console.warn(`Ignoring ${file}: ${(error as Error).message}`);
      return cached?.registry ?? DEFAULT_REMOTE_REGISTRY;
    }
  };
}
