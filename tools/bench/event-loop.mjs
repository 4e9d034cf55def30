// The site (tools/start.mjs on a fresh DATA_DIR) with 10, 1,000 and 10,000 events: each read of the
// events, its bytes, first byte, and the site process's longest event-loop delay and CPU time while
// it answered (loop-probe.mjs), made afresh and kept; then the site's memory around a burst of reads.
//   npm run bench -- loop             (LOOP_SIZES=10,1000 for other sizes)
import { startSite } from '../lib/site-server.cjs';
import { createEvents, firstRunAdminToken, inDays, markdown, median, tinyPng } from './harness.mjs';
import { formatMemory, readLoad, siteMemory } from './memory.mjs';

const SIZES = process.env.LOOP_SIZES?.split(',').map(Number) ?? [10, 1000, 10000];
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Event `i`: every tenth a weekly open-ended series, every tenth a daily one, else a single event. */
function programme(i) {
  const day = inDays(i % 365);
  const fields = {
    title: `Programme ${i + 1}`,
    description: 'A guided walk through the casting house and the great wheel. '.repeat(3),
    event_start: `${day}T${String(9 + (i % 8)).padStart(2, '0')}:00:00`,
  };
  if (i % 10 === 0 || i % 10 === 1)
    fields.recurrence = JSON.stringify({
      freq: 'weekly',
      interval: 1,
      by_weekday: i % 10 === 0 ? [] : WEEK,
      until: null,
      count: null,
    });
  return fields;
}

const RUNS = 5;
const BURST_S = 20;

/**
 * Sends a request RUNS times: the medians of the time to the body's first byte and of what the
 * probe read while it was answered (this machine is shared; one run can land on another's burst).
 * `url`: an address, or one worked out from the previous answer (`{ link, text }`, undefined at
 * first) to walk pages nothing has asked for yet; undefined when there are no more (fewer `runs`).
 * `before` runs ahead of each send (a write, so the answer is made afresh). Bytes are the body as
 * read (fetch undoes the compression).
 */
async function measured(probe, url, { headers = {}, before } = {}) {
  const samples = [];
  let last;
  for (let run = 0; run < RUNS; run += 1) {
    if (before) await before();
    const address = typeof url === 'function' ? url(last) : url;
    if (address === undefined) break;
    await probe(); // starts a fresh count
    const started = performance.now();
    const res = await fetch(address, { headers });
    if (!res.ok) throw new Error(`${address}: ${res.status}`);
    const chunks = [];
    let firstByteMs;
    for await (const chunk of res.body) {
      firstByteMs ??= performance.now() - started;
      chunks.push(chunk);
    }
    samples.push({ ...(await probe()), firstByteMs });
    last = { link: res.headers.get('link'), text: Buffer.concat(chunks).toString() };
  }
  const bytes = last ? Buffer.byteLength(last.text) : 0;
  const [maxMs, cpuMs, firstByteMs] = ['maxMs', 'cpuMs', 'firstByteMs'].map((key) =>
    median(samples.map((sample) => sample[key])),
  );
  return { maxMs, cpuMs, firstByteMs, bytes, runs: samples.length, ...last };
}

/** The API's next page (Link rel="next"), as a path under /api/v1. */
const nextOf = ({ link }) => /<\/api\/v1([^>]+)>; rel="next"/.exec(link ?? '')?.[1];
/** The public /events page's "Later events" address. */
const laterOf = ({ text }) =>
  /href="(\/events\?after=[^"]+)"/.exec(text)?.[1].replaceAll('&amp;', '&');

const probeImport = `--import=${new URL('./loop-probe.mjs', import.meta.url).pathname}`;

async function measureSize(count, log) {
  await using site = await startSite({ env: { NODE_OPTIONS: probeImport } });
  const { baseUrl: base, pid } = site;
  const pending = [];
  site.child.stdout.on('data', (chunk) => {
    for (const [, maxMs, cpuMs] of String(chunk).matchAll(
      /loop-delay-max-ms ([\d.]+) cpu-ms ([\d.]+)/g,
    ))
      pending.shift()?.({ maxMs: Number(maxMs), cpuMs: Number(cpuMs) });
  });
  const probe = () =>
    new Promise((resolve) => {
      pending.push(resolve);
      site.child.kill('SIGUSR2');
    });
  const read = (url, options) => measured(probe, url, options);
  const token = await firstRunAdminToken(base);
  const seedStart = Date.now();
  const image = new File([await tinyPng()], 'card.png');
  // Event 0 (id 1) is the weekly series the bench writes to.
  await createEvents(base, count, (i) => ({ ...programme(i), image }), { token });
  const seconds = ((Date.now() - seedStart) / 1000).toFixed(0);
  const seeded = siteMemory(pid);
  // A write (the first series' next occurrence, as the site's clock has it, gets its own
  // status) drops what is kept, so the next read makes the page, the listing or the feed again.
  const { occurrence_date: date } = await (await fetch(`${base}/api/v1/events/1/details`)).json();
  let status = 'scheduled';
  const write = async () => {
    status = status === 'scheduled' ? 'postponed' : 'scheduled';
    const res = await fetch(`${base}/api/v1/events/1/occurrences/${date}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });
    if (!res.ok) throw new Error(`changing an occurrence: ${res.status} ${await res.text()}`);
  };
  // The address of a path (none without one): a page of the site, an answer of the API.
  const page = (path) => path && `${base}${path}`;
  const api = (path) => path && `${base}/api/v1${path}`;
  const staff = { headers: { authorization: `Bearer ${token}` } };
  // The admin's Events page asks for the first page of each list (ManageEvents.tsx).
  const admin = (when) => read(api(`/events?scope=all&when=${when}&page=1`), staff);
  const first = await read(api('/events'), { before: write });
  // Later pages nothing asked for yet, each made once (after a write every public page is made
  // again in the background, pages kept ahead): the public page's 2 to 6, then the API's. The
  // API's next page has the same path and query as the public page's.
  const laterPages = await read((last) => page(last ? laterOf(last) : nextOf(first)));
  const later = await read((last) => api(last ? nextOf(last) : laterOf(laterPages)));
  const rows = [
    ['page /events (after a write)', await read(page('/events'), { before: write })],
    ['page /events (kept)', await read(page('/events'))],
    ['page /events?after=… (made once each)', laterPages],
    ['GET /events (first page, after a write)', first],
    ['GET /events (first page, kept)', await read(api('/events'))],
    ['GET /events?after=… (made once each)', later],
    ['GET /events/5', await read(api('/events/5'))],
    ['GET /events.ics (after a write)', await read(api('/events.ics'), { before: write })],
    ['admin: ?scope=all&when=upcoming&page=1', await admin('upcoming')],
    ['admin: ?scope=all&when=past&page=1', await admin('past')],
    ['admin: ?scope=all (every event)', await read(api('/events?scope=all'), staff)],
  ];
  const pages = ['/events', nextOf(first)];
  const paths = [...pages, ...pages.map((path) => `/api/v1${path}`), '/api/v1/events/5'];
  await probe();
  const burst = await readLoad(base, [...paths, '/api/v1/events.ics'], {
    measure: () => siteMemory(pid),
    seconds: BURST_S,
  });
  const afterBurst = await probe();
  log(`\n${count} events (seeded through POST /api/v1/events in ${seconds} s)`);
  const table = rows.map(([name, { maxMs, cpuMs, firstByteMs, bytes, runs }]) => [
    runs < RUNS ? `${name} (${runs} runs)` : name,
    runs ? `${(bytes / 1024).toFixed(1)} KB` : '-',
    `${firstByteMs?.toFixed(1)} ms`,
    `${maxMs} ms`,
    `${cpuMs} ms`,
  ]);
  for (const line of markdown([['read', 'bytes', 'first byte', 'loop held', 'CPU'], ...table]))
    log(line);
  log(`memory after seeding:   ${formatMemory(seeded)}`);
  log(`peak during the burst:  ${formatMemory(burst.peak)}`);
  log(`end of the burst:       ${formatMemory(burst.loaded)}`);
  log(`burst: ${burst.load.line}; loop held at most ${afterBurst.maxMs} ms`);
}

export async function benchEventLoop({ log = console.log } = {}) {
  log('Events reads, medians of 5: bytes, time to first byte, longest event-loop delay and CPU');
  log('time of the site process while it answered (loop-probe.mjs):');
  for (const count of SIZES) await measureSize(count, log);
}
