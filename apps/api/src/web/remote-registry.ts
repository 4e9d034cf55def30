import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_REMOTE_REGISTRY, type RemoteRegistry } from '@furnace/contracts';

/**
 * DATA_DIR/registry.json, else the built-in remotes; re-read when it changes. A file that cannot be
 * read never takes the site down: the last good registry stays in force.
 */
export class RemoteRegistrySource {
  private cached: { mtimeMs: number; registry: RemoteRegistry } | null = null;
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = join(dataDir, 'registry.json');
  }

  current(): RemoteRegistry {
    try {
      const stat = statSync(this.file, { throwIfNoEntry: false });
      if (!stat) return DEFAULT_REMOTE_REGISTRY;
      if (this.cached?.mtimeMs !== stat.mtimeMs) {
        const registry = JSON.parse(readFileSync(this.file, 'utf8')) as RemoteRegistry;
        if (!Array.isArray(registry.remotes) || registry.remotes.some((r) => !r.name || !r.entry))
          throw new Error('registry.json must be {"remotes": [{"name", "entry"}, ...]}');
        this.cached = { mtimeMs: stat.mtimeMs, registry };
      }
      return this.cached.registry;
    } catch (error) {
      console.warn(`Ignoring ${this.file}: ${(error as Error).message}`);
      return this.cached?.registry ?? DEFAULT_REMOTE_REGISTRY;
    }
  }
}
