import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The secret kept in `file` (one line, mode 600) when `usable`, else a new one written there. */
export function keptSecret(file: string, bytes: number, usable = (kept: string) => !!kept): string {
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (usable(kept)) return kept;
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
