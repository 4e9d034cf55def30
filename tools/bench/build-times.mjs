// Wall-clock build time of each app, built alone with the Nx cache skipped.
import { nxBuild } from '../lib/processes.cjs';

export function measureBuildTimes(projects) {
  return projects.map((project) => {
    const started = process.hrtime.bigint();
    if (!nxBuild([project], { skipCache: true, quiet: true }))
      throw new Error(`${project} failed to build (see above)`);
    return { project, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  });
}
