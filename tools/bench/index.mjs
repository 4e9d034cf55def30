// `npm run bench`: the project's speed and size figures, printed. Numbers from this shared 2-core
// machine vary from run to run; byte counts do not (they depend only on the build).
//   npm run bench                 everything
//   npm run bench -- bytes api    only some sections (build, deploy, bytes, signin, api, memory,
//                                 backup, lighthouse, ttfb)
import { buildSite, SITE_APPS, startSite } from '../lib/site-server.cjs';
import { measureBuildTimes } from './build-times.mjs';
import { measureDeployTimes } from './deploy-time.mjs';
import { benchAdminSignIn } from './admin-signin.mjs';
import { benchApi } from './api.mjs';
import { benchBackup } from './backup.mjs';
import { benchMemory } from './memory.mjs';
import { measurePageJavaScript, printPageJavaScript } from './frontend-bytes.mjs';
import { benchLighthouse, PAGES } from './lighthouse.mjs';
import { benchTtfb } from './ttfb.mjs';
import { seedBenchEvents } from './seed-events.mjs';

const log = (line = '') => console.log(line);
const wanted = process.argv.slice(2);
const run = (section) => wanted.length === 0 || wanted.includes(section);

if (run('build')) {
  log('Build time of each app (alone, Nx cache skipped):');
  for (const { project, seconds } of measureBuildTimes(SITE_APPS)) {
    log(`  ${project.padEnd(12)} ${seconds.toFixed(1)} s`);
  }
} else {
  buildSite();
}

if (run('deploy')) measureDeployTimes(log);

if (run('bytes') || run('signin') || run('lighthouse') || run('ttfb')) {
  const site = await startSite();
  try {
    // The pages as visitors get them: with events listed, and one event's own page measured too.
    const eventPage = `/events/${await seedBenchEvents(site.baseUrl)}`;
    log(
      `Measured with 4 events on the site (tools/bench/seed-events.mjs); event page ${eventPage}.`,
    );
    if (run('bytes')) {
      for (const path of ['/', '/events', '/visit', eventPage]) {
        printPageJavaScript(log, path, await measurePageJavaScript(site.baseUrl, path));
      }
    }
    if (run('signin')) await benchAdminSignIn({ baseUrl: site.baseUrl, log });
    if (run('ttfb')) await benchTtfb({ baseUrl: site.baseUrl, log });
    if (run('lighthouse'))
      await benchLighthouse({
        baseUrl: site.baseUrl,
        log,
        // PAGES=/events,event limits the pages ('event' is the seeded event's page).
        pages: process.env.PAGES
          ? process.env.PAGES.split(',').map((path) => (path === 'event' ? eventPage : path))
          : [...PAGES, eventPage],
        runs: Number(process.env.RUNS ?? 3),
      });
  } finally {
    await site.stop();
  }
}

if (run('api')) await benchApi({ log });

if (run('loop')) await (await import('./event-loop.mjs')).benchEventLoop({ log });

if (run('memory')) await benchMemory({ log });

if (run('backup')) await benchBackup({ log });
