import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_REMOTE_REGISTRY, type RemoteRegistry } from '@furnace/contracts';

/**
 * Reads the remote registry: DATA_DIR/registry.json when a deploy has written one, otherwise the
 * built-in remotes at their default paths. Re-read whenever the file changes, so switching a remote
 * to another version needs no restart. A file that cannot be read or parsed (a half-written
 * deploy, a typo) never takes the site down: the last good registry stays in force.
 */
export class RemoteRegistrySource {
  private cached: { mtimeMs: number; registry: RemoteRegistry } | null = null;
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = join(dataDir, 'registry.json');
  }

  current(): RemoteRegistry {
    try {
      // One stat per request, without an exception when the file is absent (the common case).
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
