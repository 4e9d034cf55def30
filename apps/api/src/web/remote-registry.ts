import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_REMOTE_REGISTRY, type RemoteRegistry } from '@furnace/contracts';

/**
 * Reads the remote registry: DATA_DIR/registry.json when a deploy has written one, otherwise the
 * built-in remotes at their default paths. Re-read whenever the file changes, so switching a remote
 * to another version needs no restart.
 */
export class RemoteRegistrySource {
  private cached: { mtimeMs: number; registry: RemoteRegistry } | null = null;

  constructor(private readonly dataDir: string) {}

  get file(): string {
    return join(this.dataDir, 'registry.json');
  }

  /**
   * A registry file that cannot be read or parsed (a half-written deploy, a typo) never takes the
   * site down: the last good registry stays in force, or the built-in one if there was none.
   */
  current(): RemoteRegistry {
    try {
      // One stat per request, without an exception when the file is absent (the common case).
      const stat = statSync(this.file, { throwIfNoEntry: false });
      if (!stat) return DEFAULT_REMOTE_REGISTRY;
      const { mtimeMs } = stat;
      if (this.cached?.mtimeMs !== mtimeMs) {
        this.cached = { mtimeMs, registry: parseRegistry(readFileSync(this.file, 'utf8')) };
      }
      return this.cached.registry;
    } catch (error) {
      console.warn(`Ignoring ${this.file}: ${(error as Error).message}`);
      return this.cached?.registry ?? DEFAULT_REMOTE_REGISTRY;
    }
  }
}

function parseRegistry(text: string): RemoteRegistry {
  const parsed = JSON.parse(text) as RemoteRegistry;
  if (!Array.isArray(parsed.remotes) || parsed.remotes.some((r) => !r.name || !r.entry)) {
    throw new Error('registry.json must be {"remotes": [{"name", "entry"}, ...]}');
  }
  return parsed;
}
