// Memory, two parts. First the whole site's (tools/start.mjs and its PostgreSQL processes) idle,
// after 1,000 events, under read load and 60 s after, as PSS: a sum of RSS would count PostgreSQL's
// shared buffers once per backend. Then the API's RSS after 80 uploads of 7 MB photos, one at a
// time, on a fresh DATA_DIR, with npm start's heap and arenas (NODE_OPTIONS, MALLOC_ARENA_MAX win).
//   npm run bench -- memory     (BENCH_API_MAIN=/elsewhere/dist/apps/api/main.js: another build)
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { startSite } from '../lib/site-server.cjs';
import {
  createEvents,
  family,
  firstRunAdminToken,
  inDays,
  photoJpeg,
  startApi,
  tinyPng,
} from './harness.mjs';

export const EVENTS = 1000;
// Idle is read once the start has settled: the pages made ahead at start (ADR 39) hold about 70 MB
// more until V8's memory reducer and the pool's idle timeout return it, 10 s after start.
const IDLE_S = 30;
const LOAD_S = 40;
const CONNECTIONS = 20;
const AFTER_S = 60;

const kb = (text, name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);

/** MB of PSS: the site process, its PostgreSQL processes, their total, and the RSS sum. */
export function siteMemory(pid) {
  const sum = { node: 0, postgres: 0, rss: 0, processes: 0 };
  for (const each of family(pid).keys()) {
    try {
      const rollup = readFileSync(`/proc/${each}/smaps_rollup`, 'utf8');
      sum[each === pid ? 'node' : 'postgres'] += kb(rollup, 'Pss') / 1024;
      sum.rss += kb(rollup, 'Rss') / 1024;
      sum.processes++;
    } catch {
      // exited meanwhile
    }
  }
  return { ...sum, total: sum.node + sum.postgres };
}

/** The site's command line and allocator setting (tools/start.mjs chooses them for a small server). */
export function startedAs(pid) {
  const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(1, -1);
  const environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
  const arenas = /(?:^|\0)MALLOC_ARENA_MAX=([^\0]*)/.exec(environ)?.[1] ?? 'unset';
  const args = command.map((arg) => arg.replace(/^.*\/tools\//, 'tools/'));
  return `node ${args.join(' ')}, MALLOC_ARENA_MAX ${arenas}`;
}

export const formatMemory = ({ total, node, postgres, rss, processes }) =>
  `${total.toFixed(0).padStart(4)} MB (node ${node.toFixed(0)}, PostgreSQL ${postgres.toFixed(0)} in ${processes - 1} processes; RSS sum ${rss.toFixed(0)})`;

/** One event of many, spread over the coming year, with its (required) picture. */
const eventFields = (image) => (i) => ({
  title: `Bench event ${i + 1}`,
  description: `Event ${i + 1} of ${EVENTS}: a demonstration at the casting house. `.repeat(4),
  event_start: `${inDays(1 + (i % 360))}T${String(9 + (i % 9)).padStart(2, '0')}:00`,
  location: 'The casting house',
  image: new File([image], 'picture.png', { type: 'image/png' }),
});

/** Visitors' reads, spread over every page of the site and the API's public answers. */
function visitorPaths(ids) {
  const fixed = ['/', '/events', '/api/v1/events', '/api/v1/events.ics', '/api/v1/hours/status'];
  return [...fixed, ...ids.flatMap((id) => [`/events/${id}`, `/api/v1/events/${id}/details`])];
}

/**
 * `connections` visitors reading `paths` at random for `seconds`, memory `measure()`d every 500 ms:
 * the peak (largest `total`), the reading at the end, and the answers (`load`).
 */
export async function readLoad(
  baseUrl,
  paths,
  { measure, connections = CONNECTIONS, seconds = LOAD_S },
) {
  let peak = measure();
  const sampler = setInterval(() => {
    const now = measure();
    if (now.total > peak.total) peak = now;
  }, 500);
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] }),
      },
    ],
  });
  clearInterval(sampler);
  const loaded = measure();
  const statuses = Object.entries(result.statusCodeStats ?? {}); // [code, { count }]
  const errors = result.errors + result.timeouts;
  const counts = statuses.map(([code, { count }]) => `${count} x ${code}`).join(', ');
  const line = `${seconds} s, ${connections} connections over ${paths.length} paths: ${counts}; ${errors} errors`;
  return { peak, loaded, load: { statuses, errors, line } };
}

/** The site's day (one-gb.mjs too): idle, 1,000 events created, 40 s of reads, 60 s after. */
export async function siteDay(
  baseUrl,
  { measure, connections = CONNECTIONS, beforeLoad = () => undefined },
) {
  await sleep(IDLE_S * 1000);
  const idle = measure();
  const ids = await createEvents(baseUrl, EVENTS, eventFields(await tinyPng()));
  const seeded = measure();
  beforeLoad();
  const loaded = await readLoad(baseUrl, visitorPaths(ids), { measure, connections });
  await sleep(AFTER_S * 1000);
  return { idle, seeded, ...loaded, after: measure() };
}

/** The day's readings, a line each; `peak` lines stand for the peak's. */
export function logDay(log, day, format, peak = [['peak under load', format(day.peak)]]) {
  const lines = [
    [`idle (${IDLE_S} s after start)`, format(day.idle)],
    [`after ${EVENTS} events created`, format(day.seeded)],
    ...peak,
    ['end of load', format(day.loaded)],
    [`${AFTER_S} s after load`, format(day.after)],
    ['load:', day.load.line],
  ];
  for (const [what, value] of lines) log(`  ${what.padEnd(26)} ${value}`);
}

const UPLOADS = 80;
const MB = 1024 * 1024;

/** VmRSS and VmHWM (peak) of a process, in MB, from /proc. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rss: kb(status, 'VmRSS') / 1024, peak: kb(status, 'VmHWM') / 1024 };
}

async function benchUploadMemory(log) {
  // As `npm start` runs the site (tools/start.mjs, ADR 31), unless this environment says otherwise.
  const env = {
    NODE_OPTIONS: process.env.NODE_OPTIONS ?? '--max-old-space-size=256',
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  };
  await using api = await startApi({ env });
  // A photo-like JPEG of about 7 MB: coarse shapes and strong fine grain, quality 90.
  const photo = await photoJpeg({
    width: 4000,
    height: 3000,
    seed: 11,
    quality: 90,
    layers: [
      [40, 27, 0.6],
      [4000, 3000, 0.4],
    ],
  });
  const token = await firstRunAdminToken(api.base);
  await sleep(IDLE_S * 1000);
  const before = memoryOf(api.pid);
  const started = Date.now();
  const image = new File([photo], 'photo.jpg');
  const upload = (i) => ({
    title: `Upload ${i + 1}`,
    description: 'A large photo from the casting house.',
    event_start: '2030-06-01T10:00:00',
    image,
  });
  await createEvents(api.base, UPLOADS, upload, { batch: 1, token });
  const seconds = (Date.now() - started) / 1000;
  await sleep(2000);
  const after = memoryOf(api.pid);
  // Each upload is a write of the events: the pages made ahead are made again after it (ADR 42).
  await sleep(AFTER_S * 1000);
  const settled = memoryOf(api.pid);
  log(
    `\nMemory after ${UPLOADS} image uploads of ${(photo.length / MB).toFixed(1)} MB (4000x3000 JPEG), one at a time, ${seconds.toFixed(1)} s; NODE_OPTIONS ${env.NODE_OPTIONS}, MALLOC_ARENA_MAX ${env.MALLOC_ARENA_MAX}`,
  );
  log(
    `API RSS: ${before.rss.toFixed(0)} MB before (${IDLE_S} s after start), ${after.rss.toFixed(0)} MB after (peak ${after.peak.toFixed(0)} MB), ${settled.rss.toFixed(0)} MB ${AFTER_S} s after; aim: under 400 MB`,
  );
}

export async function benchMemory({ log = console.log } = {}) {
  {
    await using site = await startSite();
    const { pid, baseUrl } = site;
    const day = await siteDay(baseUrl, { measure: () => siteMemory(pid) });
    log(`\nThe whole site's memory (PSS), ${EVENTS} events; started as: ${startedAs(pid)}`);
    // 503s are the render queue turning away new pages past ten at once (docs/operations.md).
    logDay(log, day, formatMemory);
    log('  aim: under 300 MB idle, under 600 MB under load');
  }
  await benchUploadMemory(log);
}
