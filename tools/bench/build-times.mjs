// Wall-clock build time of each app, built alone with the Nx cache skipped.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { workspaceRoot } from '../lib/site-server.cjs';

export function measureBuildTimes(projects) {
  return projects.map((project) => {
    const started = process.hrtime.bigint();
    const result = spawnSync(
      join(workspaceRoot, 'node_modules/.bin/nx'),
      ['run', `${project}:build`, '--skip-nx-cache', '--outputStyle=static'],
      { cwd: workspaceRoot, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' } },
    );
    if (result.status !== 0)
      throw new Error(`${project} failed to build:\n${result.stdout}${result.stderr}`);
    return { project, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  });
}
