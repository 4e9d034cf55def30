// `npm run bench`: the project's speed and size figures, printed. Numbers from this shared 2-core
// machine vary from run to run; byte counts do not (they depend only on the build).
//   npm run bench                 everything
//   npm run bench -- bytes api    only some sections (build, deploy, bytes, signin, api, loop,
//                                 memory, 1gb, backup, lighthouse, ttfb, slowline)
//   npm run bench -- ttfb --site http://localhost:3000   the page sections against a running site
//   npm run bench -- wordpress    only when named: our public pages beside WordPress's (peers/)
import { mkdtempDisposableSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { deployRemote } from '../lib/remote-deployments.cjs';
import { nxBuild } from '../lib/processes.cjs';
import { buildSite, SITE_APPS, startSite } from '../lib/site-server.cjs';
import { benchApi } from './api.mjs';
import { benchBackup } from './backup.mjs';
import { benchEventLoop } from './event-loop.mjs';
import { benchLighthouse, PAGES } from './lighthouse.mjs';
import { benchMemory } from './memory.mjs';
import { benchOneGb } from './one-gb.mjs';
import { benchAdminSignIn, benchPageJavaScript } from './page-bytes.mjs';
import { benchWordPress } from './peers/wordpress.mjs';
import { seedBenchEvents } from './seed-events.mjs';
import { benchSlowLine } from './slowline.mjs';
import { benchTtfb } from './ttfb.mjs';

const log = (line = '') => console.log(line);
const { values, positionals: wanted } = parseArgs({
  allowPositionals: true,
  options: { site: { type: 'string' } },
});
const run = (section) => wanted.length === 0 || wanted.includes(section);

/** Seconds `nxBuild(projects)` takes with the Nx cache skipped. */
function buildSeconds(projects) {
  const started = process.hrtime.bigint();
  if (!nxBuild(projects, { skipCache: true, quiet: true }))
    throw new Error(`${projects.join(', ')} failed to build (see above)`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

if (run('build')) {
  log('Build time of each app (alone, Nx cache skipped):');
  for (const project of SITE_APPS)
    log(`  ${project.padEnd(12)} ${buildSeconds([project]).toFixed(1)} s`);
} else if (!values.site) {
  buildSite();
}

if (run('deploy')) {
  // The point of federating: one team's deploy does not wait for everyone's build.
  using dataDir = mkdtempDisposableSync(join(tmpdir(), 'bench-deploy-'));
  const started = Date.now();
  deployRemote({ dataDir: dataDir.path, nameOrDir: 'public-site', log: () => undefined });
  const deploySeconds = (Date.now() - started) / 1000;
  const fullSeconds = buildSeconds(SITE_APPS);
  log('\nDeploying one remote vs rebuilding everything:');
  log(
    `  deploy:remote public-site   ${deploySeconds.toFixed(1)} s (build + publish + registry switch)`,
  );
  log(`  full rebuild of all apps    ${fullSeconds.toFixed(1)} s (${SITE_APPS.join(', ')})`);
}

const PAGE_SECTIONS = ['bytes', 'signin', 'lighthouse', 'ttfb', 'slowline', 'wordpress'];
if (PAGE_SECTIONS.some(run)) {
  await using site = values.site ? null : await startSite();
  const baseUrl = values.site ?? site.baseUrl;
  // The pages as visitors get them: with events listed, and one event's own page measured too.
  // A running site (--site) is measured as it is.
  const eventPage = values.site ? undefined : `/events/${await seedBenchEvents(baseUrl)}`;
  if (eventPage)
    log(
      `Measured with 4 events on the site (tools/bench/seed-events.mjs); event page ${eventPage}.`,
    );
  const paths = (list) => (eventPage ? [...list, eventPage] : list);
  if (run('bytes'))
    await benchPageJavaScript({ baseUrl, log, paths: paths(['/', '/events', '/visit']) });
  if (run('signin')) await benchAdminSignIn({ baseUrl, log });
  if (run('ttfb')) await benchTtfb({ baseUrl, log });
  if (run('slowline')) await benchSlowLine({ baseUrl, log });
  // PAGES=/events,event limits the pages ('event' is the seeded event's page).
  const pages = process.env.PAGES
    ? process.env.PAGES.split(',').map((path) => (path === 'event' ? eventPage : path))
    : paths(PAGES);
  const runs = process.env.RUNS ? Number(process.env.RUNS) : undefined; // 3 and 5 unless set
  if (run('lighthouse')) await benchLighthouse({ baseUrl, log, pages, runs });
  if (wanted.includes('wordpress')) await benchWordPress({ baseUrl, log, pages, runs });
}

if (run('api')) await benchApi({ log });
if (run('loop')) await benchEventLoop({ log });
if (run('memory')) await benchMemory({ log });
if (run('1gb')) await benchOneGb({ log });
if (run('backup')) await benchBackup({ log });
