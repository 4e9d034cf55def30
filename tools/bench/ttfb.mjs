// Time to first byte of the pages the server renders, against the same server's plain shell page
// (/admin: no server render). Goal: a rendered page within 2x the plain one.
//   npm run bench -- ttfb [--site http://localhost:3000]
import { once } from 'node:events';
import { get } from 'node:http';
import { median } from './harness.mjs';
import { PAGES } from './lighthouse.mjs';

const PLAIN = '/admin';

/** Milliseconds from sending the request to the first byte of the body, one request. */
async function firstByte(url) {
  const started = performance.now();
  const [res] = await once(get(url, { headers: { 'Accept-Encoding': 'gzip' } }), 'response');
  await once(res, 'data');
  const ms = performance.now() - started;
  res.resume();
  return ms;
}

/** The median of `count` requests, one after another, after a few to warm the caches up. */
async function medianFirstByte(url, count) {
  await Array.fromAsync({ length: 5 }, () => firstByte(url));
  return median(await Array.fromAsync({ length: count }, () => firstByte(url)));
}

export async function benchTtfb({ baseUrl, log = console.log, count = 50 }) {
  log(`Time to first byte, median of ${count} requests one after another:`);
  const plain = await medianFirstByte(new URL(PLAIN, baseUrl).href, count);
  log(
    `  ${PLAIN.padEnd(15)} ${plain.toFixed(2).padStart(6)} ms   (the plain shell: no server render)`,
  );
  let met = true;
  for (const path of PAGES) {
    const time = await medianFirstByte(new URL(path, baseUrl).href, count);
    met &&= time / plain <= 2;
    log(`  ${path.padEnd(15)} ${time.toFixed(2).padStart(6)} ms   ${(time / plain).toFixed(2)}x`);
  }
  log(`Goal: ${met ? 'met    ' : 'NOT MET'} every rendered page within 2x the plain shell`);
}
