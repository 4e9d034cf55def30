// What a page costs a visitor: the JavaScript it downloads by file (gzip -9, so it depends only on
// the build) and its whole transfer; and the time and bytes from "Sign in" to the admin dashboard.
import { gzipSync } from 'node:zlib';
import { browserRuns, withChromium } from './harness.mjs';

/** Counts what `page` receives from now on: `await` the function it returns for the sizes. */
function countBytes(page) {
  const pending = [];
  const files = [];
  let transferred = 0;
  page.on('requestfinished', (request) =>
    pending.push(
      request.sizes().then((sizes) => {
        transferred += sizes.responseBodySize + sizes.responseHeadersSize;
      }),
    ),
  );
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    pending.push(
      response.body().then((body) => {
        const path = new URL(response.url()).pathname;
        files.push({ path, gzip: gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  return async () => {
    await Promise.all(pending);
    files.sort((a, b) => b.gzip - a.gzip);
    return { files, js: files.reduce((sum, file) => sum + file.gzip, 0), transferred };
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

export const benchPageJavaScript = ({ baseUrl, log, paths }) =>
  withChromium(async (browser) => {
    for (const path of paths) {
      await using page = await browser.newPage();
      const counted = countBytes(page);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const { files, js, transferred } = await counted();
      log(`\nJavaScript for ${path} (gzip -9 of each body):`);
      for (const file of files) log(`  ${kb(file.gzip).padStart(7)} KB  ${file.path}`);
      log(`  ${kb(js).padStart(7)} KB  TOTAL gzipped JavaScript`);
      log(`  ${kb(transferred).padStart(7)} KB  transferred in all (every request, as sent)`);
    }
  });

const RUNS = 3;

async function oneSignIn(browser, baseUrl) {
  await using context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(process.env.FIRST_RUN_ADMIN_PASSWORD);
  const counted = countBytes(page);
  const started = performance.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Welcome, admin' }).waitFor();
  const interactiveMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  const { js, transferred } = await counted();
  return { interactiveMs, js, transferred };
}

export async function benchAdminSignIn({ baseUrl, log }) {
  const { middle } = await browserRuns(RUNS, (browser) => oneSignIn(browser, baseUrl));
  log(`\nSign in -> interactive admin dashboard (median of ${RUNS}, local server, no throttling):`);
  log(`  time               ${middle('interactiveMs').toFixed(0)} ms`);
  log(`  JavaScript (gzip)  ${kb(middle('js'))} KB fetched after the click`);
  log(`  transferred        ${kb(middle('transferred'))} KB in all after the click`);
}
