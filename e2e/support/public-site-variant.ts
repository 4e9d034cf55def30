import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '../../tools/lib/site-server.cjs';

/**
 * A copy of the public-site sources whose 404 heading reads `Error 404 ${suffix}`: a visible
 * change for the deploy journeys. It sits two levels below the workspace root, as
 * apps/public-site does, so its webpack config finds tools/. Remove it with rmSync when done.
 */
export function publicSiteVariant(suffix: string): string {
  const copy = join(workspaceRoot, 'tmp', `e2e-public-site-${process.pid}-${Date.now()}`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(join(workspaceRoot, 'apps/public-site'), copy, { recursive: true });
  const page = join(copy, 'src/features/not-found/NotFoundPage.tsx');
  const source = readFileSync(page, 'utf8');
  if (!source.includes('Error 404')) throw new Error(`${page} no longer says 'Error 404'`);
  writeFileSync(page, source.replace('Error 404', `Error 404 ${suffix}`));
  return copy;
}
