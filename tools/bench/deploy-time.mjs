// How long `npm run deploy:remote -- public-site` takes against a full rebuild of every app: the
// point of federating is that one team's deploy does not wait for everyone's build.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployRemote } from '../lib/remote-deployments.cjs';
import { SITE_APPS, workspaceRoot } from '../lib/site-server.cjs';

export function measureDeployTimes(log) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-deploy-'));
  try {
    let started = Date.now();
    deployRemote({ dataDir, nameOrDir: 'public-site', log: () => undefined });
    const deploySeconds = (Date.now() - started) / 1000;

    started = Date.now();
    const full = spawnSync(
      join(workspaceRoot, 'node_modules/.bin/nx'),
      [
        'run-many',
        '-t',
        'build',
        `--projects=${SITE_APPS.join(',')}`,
        '--skip-nx-cache',
        '--outputStyle=static',
      ],
      { cwd: workspaceRoot, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' } },
    );
    if (full.status !== 0) throw new Error(`Full rebuild failed:\n${full.stdout}${full.stderr}`);
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
