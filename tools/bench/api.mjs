// API throughput (req/s, p99, the server's CPU a request) at 50 connections beside a bare node:http
// server in the same run: status and hours (also with a cache-busting `?u=`), the home page and
// beside nginx serving its bytes, /api/v1/events with 1,000 events and a card image, the status
// while the .ics is loaded, and the home page's first request after a quiet period.
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { get } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import {
  createEvents,
  family,
  markdown,
  median,
  photoJpeg,
  startApi,
  tinyPng,
} from './harness.mjs';
import { startNode } from '../lib/processes.cjs';
import { startNginx } from './peers/nginx.mjs';

const CONNECTIONS = 50;
const DURATION_S = 5;
const EVENT_COUNT = 1000;
const run = promisify(execFile);
const GZIP = { 'accept-encoding': 'gzip' };
const figures = (result) => ({ rps: result.requests.average, p99: result.latency.p99 });

const BARE_SERVER = `
  const http = require('node:http');
  http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello world');
  }).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** Fills the events table: event 0 carries the phone photo, the others a tiny card. */
function seedEvents(base, photo, tiny) {
  const description =
    'A guided walk through the charging room, the casting house and the great wheel, with a demonstration of how the iron was made. ';
  return createEvents(base, EVENT_COUNT, (i) => {
    const day = new Date(Date.UTC(2030, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    return {
      title: `Furnace program ${i + 1}`,
      description: description.repeat(2),
      event_start: `${day}T${String(9 + (i % 7)).padStart(2, '0')}:30:00`,
      category: i % 3 ? 'Tour' : 'Demonstration',
      link_text: 'Tickets',
      link_url: 'https://tickets.example.org/',
      image: new File([i === 0 ? photo : tiny], 'card.jpg'),
    };
  });
}

async function measure({ base, pid }, path, { gzip, randomQuery, connections = CONNECTIONS } = {}) {
  const url = `${base}${path}`;
  const options = { url, headers: gzip ? GZIP : {}, connections };
  // 1,000 addresses with a random `?u=`, made beforehand so the load generator costs no more.
  if (randomQuery)
    options.requests = Array.from({ length: 1000 }, () => ({
      method: 'GET',
      path: `${path}?u=${Math.floor(Math.random() * 1e12)}`,
    }));
  // A 2 s warm-up, not counted: after 1 s the first endpoint measured still ran at half its rate.
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = cpuMs(pid);
  let firstError;
  const run = autocannon({ ...options, duration: DURATION_S });
  run.on('reqError', (error) => (firstError ??= error));
  const result = await run;
  // CPU time the server spent per request: steadier than req/s on a machine others load too.
  const cpuUs = ((cpuMs(pid) - cpuBefore) * 1000) / result.requests.total;
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0)
    throw new Error(
      `${url}: ${failures} failed requests (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts; first error: ${firstError?.message})`,
    );
  return { ...figures(result), cpuUs };
}

/**
 * CPU ms (user + system) used so far by process `root` and its descendants. Not its process group:
 * a server started by startNode shares the bench's group, and with it the load generator's CPU.
 * A tick is 10 ms (USER_HZ is 100 on Linux).
 */
const cpuMs = (root) =>
  family(root)
    .values()
    .reduce((ms, ticks) => ms + ticks * 10, 0);

/** The status's latency, asked at a visitor's rate, while GET /api/v1/events.ics is under load. */
async function statusUnderCalendarLoad(base) {
  // The .ics load comes from autocannon's CLI: the status figures are then not this loop's delay.
  const args = ['--json', '-c', CONNECTIONS, '-d', DURATION_S + 1, '-H', 'accept-encoding=gzip'];
  const cli = fileURLToPath(import.meta.resolve('autocannon/autocannon.js'));
  const load = run(process.execPath, [cli, ...args.map(String), `${base}/api/v1/events.ics`]);
  await sleep(700);
  const status = await autocannon({
    url: `${base}/api/v1/hours/status`,
    connections: 5,
    overallRate: 100,
    duration: DURATION_S,
  });
  const ics = JSON.parse((await load).stdout);
  const failures = [ics, status].reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
  if (failures > 0) throw new Error(`status under .ics load: ${failures} failed requests`);
  return { ics: figures(ics), status: figures(status), statusAnswered: status.requests.total };
}

/** Median ms of `/` asked 5 times, each after 1 s of quiet, on an API with CACHE_MAX_AGE_MS=500. */
async function homeAfterQuiet() {
  await using api = await startApi({ seconds: 60, env: { CACHE_MAX_AGE_MS: '500' } });
  const home = () => fetch(`${api.base}/`).then((res) => res.text());
  await home();
  const times = await Array.fromAsync({ length: 5 }, async () => {
    await sleep(1000);
    const started = performance.now();
    await home();
    return performance.now() - started;
  });
  return median(times);
}

/** The connections the home page is measured with beside nginx: as the product owner measured. */
const PAGE_CONNECTIONS = 10;

/** The body of GET `url` as sent (not decompressed, unlike fetch's) and its Content-Encoding. */
async function sent(url, headers) {
  const [res] = await once(get(url, { headers }), 'response');
  return { body: await buffer(res), encoding: res.headers['content-encoding'] };
}

/** `/` from the API beside nginx serving the very bytes the API answers (page and gzip copy). */
async function homeBesideNginx(api) {
  const html = (await sent(`${api.base}/`, {})).body;
  const ours = await sent(`${api.base}/`, GZIP);
  await using nginx = await startNginx(html, ours.encoding === 'gzip' ? ours.body : undefined);
  const theirs = await sent(`${nginx.base}/`, GZIP);
  if (theirs.encoding !== ours.encoding || !theirs.body.equals(ours.body))
    throw new Error('nginx does not send the bytes the API sends for /');
  const at = (server) => measure(server, '/', { gzip: true, connections: PAGE_CONNECTIONS });
  return {
    bytes: html.length,
    gzipBytes: ours.body.length,
    ours: await at(api),
    nginx: await at(nginx),
  };
}

export async function benchApi({ log = console.log } = {}) {
  {
    await using bare = await startNode(['-e', BARE_SERVER], {});
    await using api = await startApi({ seconds: 60 });
    const v1 = (path, options) => measure(api, `/api/v1${path}`, options);
    const random = { randomQuery: true };
    const bareResult = await measure(bare, '/');
    // The load generator spends more on 1,000 addresses than on one (3.6 to 5.4 µs a request more
    // on a busy machine, and the bare server's rate drops with it): the `?u=` rows are compared
    // with this row.
    const bareRandom = await measure(bare, '/', random);
    const status = await v1('/hours/status');
    const hours = await v1('/hours');
    const statusRandom = await v1('/hours/status', random);
    const hoursRandom = await v1('/hours', random);
    const home = await measure(api, '/', { gzip: true });
    const beside = await homeBesideNginx(api);

    const photo = await photoJpeg();
    const seedStart = Date.now();
    const [photoEventId] = await seedEvents(api.base, photo, await tinyPng());
    const seedSeconds = ((Date.now() - seedStart) / 1000).toFixed(1);
    log(`(seeded ${EVENT_COUNT} events through POST /api/v1/events in ${seedSeconds} s)`);
    const cardPath = `/static/event_images/${photoEventId}?w=400`;
    const card = Buffer.from(await (await fetch(`${api.base}${cardPath}`)).arrayBuffer());
    const eventsUrl = `${api.base}/api/v1/events`;
    const listing = Buffer.from(await (await fetch(eventsUrl)).arrayBuffer());
    // What a browser downloads (fetch decompresses, so read the declared length of the gzip copy).
    const gzipped = Number(
      (await fetch(eventsUrl, { headers: GZIP })).headers.get('content-length'),
    );
    const events = await v1('/events');
    // As a browser asks for it: the cached, already-gzipped copy.
    const eventsGzip = await v1('/events', { gzip: true });
    const image = await measure(api, cardPath);
    const underLoad = await statusUnderCalendarLoad(api.base);

    // [endpoint, result, the aim for its share of the bare server's req/s, that bare server's row]
    const rows = [
      ['bare node:http hello-world', bareResult],
      ['GET /api/v1/hours/status', status, 0.5],
      ['GET /api/v1/hours', hours, 0.2],
      ['bare node:http hello-world ?u=<random>', bareRandom],
      ['GET /api/v1/hours/status?u=<random>', statusRandom, 0.5, bareRandom],
      ['GET /api/v1/hours?u=<random>', hoursRandom, 0.2, bareRandom],
      ['GET / (the home page), gzip', home],
      [`GET /api/v1/events (${EVENT_COUNT})`, events, 0.2],
      [`GET /api/v1/events (${EVENT_COUNT}), gzip`, eventsGzip, 0.2],
      ['GET event card image ?w=400', image],
      [`GET /api/v1/events.ics (${EVENT_COUNT}), gzip`, underLoad.ics],
      ['  status beside it (100/s)', underLoad.status],
    ];
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    log(
      `\nAPI throughput, ${CONNECTIONS} connections, ${DURATION_S} s each (autocannon, loopback)`,
    );
    const table = rows.map(([name, r, aim, base = bareResult]) => {
      const share = (r.rps / base.rps).toFixed(3);
      const cpu = r.cpuUs === undefined ? '' : r.cpuUs.toFixed(0);
      return [name, r.rps.toFixed(0), r.p99, share, aim ? `${aim} or better` : '', cpu];
    });
    const header = ['endpoint', 'req/s', 'p99 ms', 'of bare', 'aim', 'server CPU µs/req'];
    for (const line of markdown([header, ...table])) log(line);
    log(
      `home page (${beside.bytes} B, ${beside.gzipBytes} B gzip) at ${PAGE_CONNECTIONS} connections: ours ${beside.ours.rps.toFixed(0)} req/s (p99 ${beside.ours.p99} ms, ${beside.ours.cpuUs.toFixed(0)} µs CPU a request), nginx serving the same bytes ${beside.nginx.rps.toFixed(0)} req/s (p99 ${beside.nginx.p99} ms, ${beside.nginx.cpuUs.toFixed(0)} µs CPU a request): ours / nginx ${(beside.ours.rps / beside.nginx.rps).toFixed(2)} (aim: 0.5 or better)`,
    );
    log(
      `events listing body: ${(listing.length / 1024).toFixed(0)} KB for ${EVENT_COUNT} events, ${(gzipped / 1024).toFixed(0)} KB gzipped (autocannon above asks for it uncompressed)`,
    );
    log(
      `status p99 while events.ics (${EVENT_COUNT} events) is under load at ${CONNECTIONS} connections: ${underLoad.status.p99} ms (aim: under 20 ms); ${underLoad.statusAnswered} of ${100 * DURATION_S} status requests answered within the ${DURATION_S} s`,
    );
    log(
      `card image on a phone: upload ${kb(photo.length)} (3000x2000 JPEG) -> served ${kb(card.length)} (400 px WebP), ${(photo.length / card.length).toFixed(0)}x fewer bytes`,
    );
  }
  log(`home page, first request after a quiet period: ${(await homeAfterQuiet()).toFixed(1)} ms`);
}
