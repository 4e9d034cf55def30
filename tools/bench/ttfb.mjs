// Time to first byte of the pages the server renders, against the same server's plain
// shell page: /admin goes out as index.html with the registry, content and alerts inlined, as every
// page did before, without a server render. Goal: a rendered page within 2x the plain one.
//   node tools/bench/ttfb.mjs http://localhost:3000      alone, against a running site
//   npm run bench -- ttfb                                from the bench (starts its own site)
import { request } from 'node:http';
import { pathToFileURL } from 'node:url';

export const RENDERED = ['/', '/events', '/visit', '/about', '/map', '/accessibility'];
const PLAIN = '/admin';

/** Milliseconds from sending the request to the first byte of the body, one request. */
function firstByte(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      res.once('data', () => {
        resolve(Number(process.hrtime.bigint() - started) / 1e6);
        res.resume();
      });
      res.once('error', reject);
    });
    req.once('error', reject);
    req.end();
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median of `count` requests, one after another, after a few to warm the caches up. */
async function medianFirstByte(url, count) {
  for (let i = 0; i < 5; i++) await firstByte(url);
  const times = [];
  for (let i = 0; i < count; i++) times.push(await firstByte(url));
  return median(times);
}

export async function benchTtfb({ baseUrl, log = console.log, count = 50 }) {
  log(`Time to first byte, median of ${count} requests one after another:`);
  const plain = await medianFirstByte(new URL(PLAIN, baseUrl).href, count);
  log(
    `  ${PLAIN.padEnd(15)} ${plain.toFixed(2).padStart(6)} ms   (the plain shell: no server render)`,
  );
  const rows = [];
  for (const path of RENDERED) {
    const time = await medianFirstByte(new URL(path, baseUrl).href, count);
    rows.push({ path, time, ratio: time / plain });
    log(`  ${path.padEnd(15)} ${time.toFixed(2).padStart(6)} ms   ${(time / plain).toFixed(2)}x`);
  }
  const met = rows.every((row) => row.ratio <= 2);
  log(`Goal: ${met ? 'met    ' : 'NOT MET'} every rendered page within 2x the plain shell`);
  return { plain, rows, met };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2];
  if (!baseUrl) {
    console.error('Usage: node tools/bench/ttfb.mjs <base URL, e.g. http://localhost:3000>');
    process.exit(2);
  }
  await benchTtfb({ baseUrl });
}
