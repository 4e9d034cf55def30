// How long one request holds the API's event loop with 10, 1,000 and 10,000 events: the longest
// event-loop delay (perf_hooks.monitorEventLoopDelay, in the API process through loop-probe.mjs)
// while each read of the events is answered, the first time (nothing kept yet) and again (kept),
// with the bytes it sent. The programme: every tenth event a weekly open-ended series, every
// tenth a daily one (all seven weekdays, open-ended), the rest single events over the next year.
// Starts the built API on a fresh temporary DATA_DIR for each size and stops what it started.
//   npm run bench -- loop             (LOOP_SIZES=10,1000 for other sizes)
import {
  createEvents,
  firstRunAdminToken,
  inDays,
  median,
  startFreshApi,
  tinyPng,
} from './harness.mjs';

const SIZES = process.env.LOOP_SIZES?.split(',').map(Number) ?? [10, 1000, 10000];
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The fields of event `i` of the programme. */
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

/**
 * Sends a request RUNS times and reads the longest event-loop delay the API saw while answering
 * each: the median of those (this machine is shared; one run can land on another's burst).
 * `before` runs ahead of each send (a write, so the answer is made afresh).
 */
async function measured(probe, url, { headers = {}, before } = {}) {
  const delays = [];
  let res;
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    if (before) await before();
    await probe(); // starts a fresh count
    res = await fetch(url, { headers });
    bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    delays.push(await probe());
  }
  return { maxMs: median(delays), bytes, link: res.headers.get('link') };
}

async function measureSize(count, log) {
  const api = await startFreshApi({
    nodeArgs: ['--import', new URL('./loop-probe.mjs', import.meta.url).pathname],
    seconds: 180,
  });
  const { base } = api;
  try {
    const pending = [];
    api.child.stdout.on('data', (chunk) => {
      for (const [, ms] of String(chunk).matchAll(/loop-delay-max-ms ([\d.]+)/g))
        pending.shift()?.(Number(ms));
    });
    const probe = () =>
      new Promise((resolve) => {
        pending.push(resolve);
        api.child.kill('SIGUSR2');
      });
    const token = await firstRunAdminToken(base);
    const seedStart = Date.now();
    const image = new File([await tinyPng()], 'card.png');
    // Event 0 (id 1) is the weekly series the bench writes to.
    await createEvents(base, count, (i) => ({ ...programme(i), image }), { token });
    log(
      `  ${count} events (seeded through POST /api/v1/events in ${((Date.now() - seedStart) / 1000).toFixed(0)} s)`,
    );
    // A write (today's occurrence of the first series gets its own status) drops what is kept,
    // so the next read makes the listing (and the feed) again.
    let status = 'scheduled';
    const write = async () => {
      status = status === 'scheduled' ? 'postponed' : 'scheduled';
      const res = await fetch(`${base}/api/v1/events/1/occurrences/${inDays(0)}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });
      if (!res.ok) throw new Error(`changing an occurrence: ${res.status} ${await res.text()}`);
    };
    const url = (path) => `${base}/api/v1${path}`;
    const first = await measured(probe, url('/events'), { before: write });
    const next = /<\/api\/v1([^>]+)>; rel="next"/.exec(first.link ?? '')?.[1];
    const staff = { headers: { authorization: `Bearer ${token}` } };
    const rows = [
      ['GET /events (first page, made)', first],
      ['GET /events (first page, kept)', await measured(probe, url('/events'))],
      ...(next ? [['GET /events?after=… (page 2)', await measured(probe, url(next))]] : []),
      ['GET /events/5', await measured(probe, url('/events/5'))],
      ['GET /events.ics (made)', await measured(probe, url('/events.ics'), { before: write })],
      [
        'GET /events?scope=all&when=upcoming',
        await measured(probe, url('/events?scope=all&when=upcoming'), staff),
      ],
    ];
    for (const [name, { maxMs, bytes }] of rows)
      log(
        `    ${name.padEnd(38)} loop held ${String(maxMs).padStart(6)} ms   ${(bytes / 1024).toFixed(1).padStart(8)} KB`,
      );
    return rows;
  } finally {
    await api.stop();
  }
}

export async function benchEventLoop({ log = console.log } = {}) {
  log('Longest event-loop delay while one events read is answered (loop-probe.mjs in the API):');
  for (const count of SIZES) await measureSize(count, log);
}
