// From pressing "Sign in" to an interactive admin dashboard: the time, and the bytes the admin
// remote and its page cost (the remote starts loading only after a successful sign-in).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../lib/chromium.cjs';

const RUNS = 3;

async function oneSignIn(browser, baseUrl, password) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(password);

  const pending = [];
  let js = 0;
  let transferred = 0;
  page.on('requestfinished', (request) =>
    pending.push(
      request.sizes().then((s) => (transferred += s.responseBodySize + s.responseHeadersSize)),
    ),
  );
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript')) {
      pending.push(response.body().then((body) => (js += gzipSync(body, { level: 9 }).length)));
    }
  });
  const started = performance.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Welcome, admin' }).waitFor();
  const interactiveMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return { interactiveMs, js, transferred };
}

export async function benchAdminSignIn({ baseUrl, log }) {
  const password = process.env.FIRST_RUN_ADMIN_PASSWORD;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await oneSignIn(browser, baseUrl, password));
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    log(
      `\nSign in -> interactive admin dashboard (median of ${RUNS}, local server, no throttling):`,
    );
    log(`  time               ${median(runs.map((r) => r.interactiveMs)).toFixed(0)} ms`);
    log(
      `  JavaScript (gzip)  ${(median(runs.map((r) => r.js)) / 1024).toFixed(1)} KB fetched after the click`,
    );
    log(
      `  transferred        ${(median(runs.map((r) => r.transferred)) / 1024).toFixed(1)} KB in all after the click`,
    );
  } finally {
    await browser.close();
  }
}
