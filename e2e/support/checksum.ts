import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One checksum over every file (name and bytes) in a folder: proves a build was not touched. */
export function folderChecksum(folder: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(folder, { recursive: true }).map(String).sort()) {
    const full = join(folder, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex');
}
