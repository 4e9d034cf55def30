// How long `npm run deploy:remote -- public-site` takes against a full rebuild of every app: the
// point of federating is that one team's deploy does not wait for everyone's build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployRemote } from '../lib/remote-deployments.cjs';
import { SITE_APPS, nxBuild } from '../lib/processes.cjs';

export function measureDeployTimes(log) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-deploy-'));
  try {
    let started = Date.now();
    deployRemote({ dataDir, nameOrDir: 'public-site', log: () => undefined });
    const deploySeconds = (Date.now() - started) / 1000;

    started = Date.now();
    if (!nxBuild(SITE_APPS, { skipCache: true, quiet: true }))
      throw new Error('Full rebuild failed (see above)');
    const fullSeconds = (Date.now() - started) / 1000;

    log('\nDeploying one remote vs rebuilding everything:');
    log(
      `  deploy:remote public-site   ${deploySeconds.toFixed(1)} s (build + publish + registry switch)`,
    );
    log(`  full rebuild of all apps    ${fullSeconds.toFixed(1)} s (${SITE_APPS.join(', ')})`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
