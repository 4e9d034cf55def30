// API throughput: requests/s and p99 latency of GET /api/v1/hours/status and GET /api/v1/hours at
// 50 connections, measured in the same run as a bare node:http hello-world on this machine, with
// the ratio, also with a random `?u=` on each request (a cache-busting client); then GET /api/v1/events with 1,000 upcoming events in the table and one event card
// image (?w=400), with the bytes a card costs a phone (the upload vs the served 400 px WebP); then
// the status endpoint's p99 while GET /api/v1/events.ics is under load at 50 connections. Starts
// the built API (building it if missing) on a free loopback port with a fresh temporary DATA_DIR,
// and stops everything it started.
//   node tools/bench/api.mjs            (or through `npm run bench`, which imports benchApi)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { freePort } from '../lib/site-server.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
// BENCH_API_MAIN: another build of the API (e.g. an older commit's) to measure "before".
export const mainJs = process.env.BENCH_API_MAIN || join(root, 'dist/apps/api/main.js');
const CONNECTIONS = 50;
const DURATION_S = 5;
const EVENT_COUNT = 1000;

/** The bare server runs in its own process, like the API, so neither shares a core with autocannon. */
const BARE_SERVER = `
  const http = require('node:http');
  http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello world');
  }).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
`;

/** The environment of the built API a bench starts: loopback, its own embedded PostgreSQL in `dataDir`. */
export function benchApiEnv(port, dataDir) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    DATABASE_URL: '',
  };
}

export function startProcess(args, env, readyText, timeoutMs = 60000) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not ready after ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      output += chunk;
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with code ${code}:\n${output}`));
    });
  });
  return { child, ready };
}

export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * A photo-like upload: noise at several scales (coarse shapes, texture, sensor grain) blended by
 * weight, so it neither compresses like a flat test card nor like pure noise. The defaults weigh
 * about what a phone camera's JPEG does (1.4 MB); the same seed always gives the same bytes.
 */
export async function photoJpeg({
  width = 3000,
  height = 2000,
  seed = 7,
  quality = 85,
  // [noise width, noise height, weight], each scaled up to the whole picture
  layers = [
    [40, 27, 0.6],
    [500, 333, 0.3],
    [width, height, 0.1],
  ],
} = {}) {
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) >> 8) & 0xff;
  const layer = async (w, h) => {
    const raw = Buffer.alloc(w * h * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = random();
    return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
  };
  const scaled = await Promise.all(layers.map(([w, h]) => layer(w, h)));
  const mixed = Buffer.alloc(width * height * 3);
  for (let i = 0; i < mixed.length; i++) {
    let value = 0;
    for (let k = 0; k < layers.length; k++) value += scaled[k][i] * layers[k][2];
    mixed[i] = value | 0;
  }
  return sharp(mixed, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/**
 * Signs in as the first-run staff user of a fresh DATA_DIR and gives the token: its password is
 * FIRST_RUN_ADMIN_PASSWORD, which tools/lib/site-server.cjs sets for every API the bench starts.
 */
export async function firstRunAdminToken(base) {
  const password = process.env.FIRST_RUN_ADMIN_PASSWORD;
  const login = await fetch(`${base}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin', password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  return (await login.json()).access_token;
}

/** Fills the events table through the API (as the admin would), a few requests at a time. */
async function seedEvents(base, photo) {
  const token = await firstRunAdminToken(base);
  const tiny = await sharp({
    create: { width: 64, height: 40, channels: 3, background: '#8a4b2a' },
  })
    .png()
    .toBuffer();
  const create = async (i, image) => {
    const form = new FormData();
    const day = new Date(Date.UTC(2030, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    form.set('title', `Furnace program ${i + 1}`);
    form.set(
      'description',
      'A guided walk through the charging room, the casting house and the great wheel, with a demonstration of how the iron was made. '.repeat(
        2,
      ),
    );
    form.set('event_start', `${day}T${String(9 + (i % 7)).padStart(2, '0')}:30:00`);
    form.set('category', i % 3 ? 'Tour' : 'Demonstration');
    form.set('link_text', 'Tickets');
    form.set('link_url', 'https://tickets.example.org/');
    form.set('image', new Blob([image]), 'card.jpg');
    const res = await fetch(`${base}/api/v1/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (res.status !== 201)
      throw new Error(`creating event ${i}: ${res.status} ${await res.text()}`);
    return (await res.json()).id;
  };
  const photoEventId = await create(0, photo);
  for (let i = 1; i < EVENT_COUNT; i += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, EVENT_COUNT - i) }, (_, k) => create(i + k, tiny)),
    );
  }
  return photoEventId;
}

/**
 * 1,000 addresses with a random `?u=`, as cache-busting clients send: made beforehand, so the load
 * generator costs what it costs for one address (autocannon cycles through them).
 */
function randomQueries(url) {
  const { pathname } = new URL(url);
  return Array.from({ length: 1000 }, () => ({
    method: 'GET',
    path: `${pathname}?u=${Math.floor(Math.random() * 1e12)}`,
  }));
}

async function measure(url, headers = {}, { randomQuery = false } = {}) {
  const options = { url, headers, connections: CONNECTIONS };
  if (randomQuery) options.requests = randomQueries(url);
  // A warm-up (JIT, caches, connection pools) that is not counted: 2 s, as the first endpoint
  // measured after the API starts came out at half its rate after 1 s, whichever it was.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: DURATION_S });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * The status endpoint's latency while GET /api/v1/events.ics is under load at 50 connections
 * (a feed rebuilt on every request pushed status from 2 ms to seconds). The status is
 * asked by a few visitors at a modest rate beside the load, so its p99 is what a visitor waits.
 */
async function statusUnderCalendarLoad(base) {
  // The load comes from its own process, so the status probe's figures are not the load
  // generator's own event-loop delay.
  const loader = spawn(process.execPath, ['-e', CALENDAR_LOAD], {
    cwd: root,
    env: {
      ...process.env,
      URL: `${base}/api/v1/events.ics`,
      CONNECTIONS: String(CONNECTIONS),
      DURATION_S: String(DURATION_S + 1),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let loadOutput = '';
  loader.stdout.on('data', (chunk) => (loadOutput += chunk));
  const loadDone = new Promise((resolve) => loader.once('exit', resolve));
  await new Promise((resolve) => setTimeout(resolve, 700));
  const status = await autocannon({
    url: `${base}/api/v1/hours/status`,
    connections: 5,
    overallRate: 100,
    duration: DURATION_S,
  });
  await loadDone;
  const ics = JSON.parse(loadOutput);
  const failures = ics.failures + status.non2xx + status.errors + status.timeouts;
  if (failures > 0) throw new Error(`status under .ics load: ${failures} failed requests`);
  return {
    ics: { rps: ics.rps, p99: ics.p99 },
    status: { rps: status.requests.average, p99: status.latency.p99 },
    // A starved status answers few or none of its requests inside the window: say so.
    statusAnswered: status.requests.total,
    statusAsked: 100 * DURATION_S,
  };
}

const CALENDAR_LOAD = `
  require('autocannon')({
    url: process.env.URL,
    headers: { 'accept-encoding': 'gzip' },
    connections: Number(process.env.CONNECTIONS),
    duration: Number(process.env.DURATION_S),
  }, (error, r) => {
    if (error) throw error;
    console.log(JSON.stringify({ rps: r.requests.average, p99: r.latency.p99, failures: r.non2xx + r.errors + r.timeouts }));
  });
`;

export async function benchApi({ log = console.log } = {}) {
  if (!existsSync(mainJs)) {
    log('Building the API (dist/apps/api/main.js is missing)...');
    const build = spawnSync('npx', ['nx', 'run', 'api:build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('API build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const started = [];
  try {
    const barePort = await freePort();
    const bare = startProcess(['-e', BARE_SERVER], { PORT: String(barePort) }, 'ready');
    started.push(bare.child);
    const apiPort = await freePort();
    const api = startProcess([mainJs], benchApiEnv(apiPort, dataDir), 'Museum site running');
    started.push(api.child);
    await Promise.all([bare.ready, api.ready]);

    const rows = [
      ['bare node:http hello-world', await measure(`http://127.0.0.1:${barePort}/`)],
      [
        'GET /api/v1/hours/status',
        await measure(`http://127.0.0.1:${apiPort}/api/v1/hours/status`),
      ],
      ['GET /api/v1/hours', await measure(`http://127.0.0.1:${apiPort}/api/v1/hours`)],
      [
        'GET /api/v1/hours/status?u=<random>',
        await measure(`http://127.0.0.1:${apiPort}/api/v1/hours/status`, {}, { randomQuery: true }),
      ],
      [
        'GET /api/v1/hours?u=<random>',
        await measure(`http://127.0.0.1:${apiPort}/api/v1/hours`, {}, { randomQuery: true }),
      ],
    ];
    const photo = await photoJpeg();
    const seedStart = Date.now();
    const photoEventId = await seedEvents(`http://127.0.0.1:${apiPort}`, photo);
    log(
      `(seeded ${EVENT_COUNT} events through POST /api/v1/events in ${((Date.now() - seedStart) / 1000).toFixed(1)} s)`,
    );
    const cardUrl = `http://127.0.0.1:${apiPort}/static/event_images/${photoEventId}?w=400`;
    const card = Buffer.from(await (await fetch(cardUrl)).arrayBuffer());
    const listing = Buffer.from(
      await (await fetch(`http://127.0.0.1:${apiPort}/api/v1/events`)).arrayBuffer(),
    );
    // What a browser downloads (fetch decompresses, so read the declared length of the gzip copy).
    const gzipped = Number(
      (
        await fetch(`http://127.0.0.1:${apiPort}/api/v1/events`, {
          headers: { 'accept-encoding': 'gzip' },
        })
      ).headers.get('content-length'),
    );
    rows.push(
      [
        `GET /api/v1/events (${EVENT_COUNT})`,
        await measure(`http://127.0.0.1:${apiPort}/api/v1/events`),
      ],
      [
        `GET /api/v1/events (${EVENT_COUNT}), gzip`,
        // As a browser asks for it: the cached, already-gzipped copy.
        await measure(`http://127.0.0.1:${apiPort}/api/v1/events`, { 'accept-encoding': 'gzip' }),
      ],
      ['GET event card image ?w=400', await measure(cardUrl)],
    );
    const [
      bareResult,
      statusResult,
      hoursResult,
      statusRandomResult,
      hoursRandomResult,
      eventsResult,
      eventsGzipResult,
      imageResult,
    ] = rows.map(([, r]) => r);
    const underLoad = await statusUnderCalendarLoad(`http://127.0.0.1:${apiPort}`);
    rows.push(
      [`GET /api/v1/events.ics (${EVENT_COUNT}), gzip`, underLoad.ics],
      ['  status beside it (100/s)', underLoad.status],
    );
    log(
      `\nAPI throughput, ${CONNECTIONS} connections, ${DURATION_S} s each (autocannon, loopback)`,
    );
    log(`${'endpoint'.padEnd(32)} ${'req/s'.padStart(10)} ${'p99 ms'.padStart(8)}`);
    for (const [name, r] of rows)
      log(`${name.padEnd(32)} ${r.rps.toFixed(0).padStart(10)} ${String(r.p99).padStart(8)}`);
    const ratio = statusResult.rps / bareResult.rps;
    log(`status / bare ratio: ${ratio.toFixed(2)} (aim: 0.5 or better)`);
    log(
      `hours / bare ratio:  ${(hoursResult.rps / bareResult.rps).toFixed(2)} (aim: 0.2 or better)`,
    );
    log(
      `with ?u=<random> on each request: status / bare ${(statusRandomResult.rps / bareResult.rps).toFixed(2)}, hours / bare ${(hoursRandomResult.rps / bareResult.rps).toFixed(2)} (aim: as without it)`,
    );
    log(
      `events (${EVENT_COUNT}) / bare ratio: ${(eventsResult.rps / bareResult.rps).toFixed(3)} uncompressed, ${(eventsGzipResult.rps / bareResult.rps).toFixed(3)} gzip (aim: 0.2)`,
    );
    log(
      `events listing body: ${(listing.length / 1024).toFixed(0)} KB for ${EVENT_COUNT} events, ${(gzipped / 1024).toFixed(0)} KB gzipped (autocannon above asks for it uncompressed)`,
    );
    log(
      `status p99 while events.ics (${EVENT_COUNT} events) is under load at ${CONNECTIONS} connections: ${underLoad.status.p99} ms (aim: under 20 ms); ${underLoad.statusAnswered} of ${underLoad.statusAsked} status requests answered within the ${DURATION_S} s`,
    );
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    log(
      `card image on a phone: upload ${kb(photo.length)} (3000x2000 JPEG) -> served ${kb(card.length)} (400 px WebP), ${(photo.length / card.length).toFixed(0)}x fewer bytes`,
    );
    return {
      bare: bareResult,
      status: statusResult,
      hours: hoursResult,
      statusRandomQuery: statusRandomResult,
      hoursRandomQuery: hoursRandomResult,
      events: eventsResult,
      eventsGzip: eventsGzipResult,
      cardImage: imageResult,
      calendarLoad: underLoad,
      ratio,
      cardBytes: { original: photo.length, served: card.length },
    };
  } finally {
    // The API stops its embedded PostgreSQL on SIGTERM before it exits.
    await Promise.all(started.map(stopProcess));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchApi().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
