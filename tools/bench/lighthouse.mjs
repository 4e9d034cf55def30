// Lighthouse 13 and axe (through @axe-core/playwright) for the public pages, mobile and desktop
// presets, the median of 3 runs per page and preset. Goals: mobile performance >= 95;
// accessibility, best practices and SEO 100; zero axe violations; at most 500 KB transferred for /.
//   npm run bench -- lighthouse [--site http://localhost:3000]
// RUNS=1 shortens a trial run; PAGES=/,/map limits the pages.
import { createRequire } from 'node:module';
import { AXE_TAGS } from '../lib/axe.cjs';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.cjs';
import { median, withChromium } from './harness.mjs';

const require = createRequire(import.meta.url);

export const PAGES = ['/', '/events', '/visit', '/about', '/map', '/accessibility'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
const ms = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`).padStart(7);

/** The axe-core that @axe-core/playwright pins. */
const axeCoreVersion = () =>
  createRequire(require.resolve('@axe-core/playwright'))('axe-core/package.json').version;

/** The median of the values Lighthouse could compute; null when it computed none. */
export const medianKnown = (values) => median(values.filter((value) => value !== null)) ?? null;
/** A score for the table: 'n/a' when every run failed to compute it. */
const shown = (score) => String(score ?? 'n/a').padStart(3);

/**
 * One Lighthouse run: scores 0-100 of the categories `only` names, bytes, metrics. A score
 * Lighthouse could not compute (NO_NAVSTART now and then here) is null, and the run is repeated.
 */
const TRACE_RETRIES = 2;
async function runOnce(lighthouse, url, port, config, only = CATEGORIES, attempt = 0) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: only },
    config,
  );
  const { categories, audits } = result.lhr;
  const score = (id) => categories[id]?.score;
  if (only.some((id) => score(id) == null) && attempt < TRACE_RETRIES)
    return runOnce(lighthouse, url, port, config, only, attempt + 1);
  const scores = Object.fromEntries(
    only.map((id) => [id, score(id) == null ? null : Math.round(score(id) * 100)]),
  );
  const failed = only
    .filter((id) => id !== 'performance')
    .flatMap((id) => categories[id].auditRefs)
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
    .map((ref) => ref.id);
  const metric = (id) => audits[id]?.numericValue ?? null;
  return {
    ...scores,
    bytes: audits['total-byte-weight']?.numericValue ?? 0,
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failed,
  };
}

/** `use(run)` with Lighthouse driving the system Chromium: `run(url, config, only)` is runOnce. */
export async function withLighthouse(use) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    return await use((url, config, only) => runOnce(lighthouse, url, chrome.port, config, only));
  } finally {
    await chrome.kill();
  }
}

/** axe through @axe-core/playwright (over DevTools, so the site's CSP does not stop it). */
async function axeViolations(baseUrl, pages) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const found = {};
  await withChromium(async (browser) => {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      await using context = await browser.newContext({ viewport });
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        found[`${device} ${path}`] = result.violations.map((v) => `${v.id} (${v.nodes.length})`);
      }
    }
  });
  return found;
}

export async function benchLighthouse({ baseUrl, log = console.log, pages = PAGES, runs = 3 }) {
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const presets = [
    ['mobile', undefined], // Lighthouse's default: a mid-range phone on a throttled 4G connection
    ['desktop', desktopConfig],
  ];

  log(
    `Lighthouse ${require('lighthouse/package.json').version}, median of ${runs} runs (perf / a11y / best practices / SEO, bytes transferred):`,
  );
  const rows = [];
  await withLighthouse(async (lighthouse) => {
    for (const [preset, config] of presets) {
      for (const path of pages) {
        const url = new URL(path, baseUrl).href;
        const results = await Array.fromAsync({ length: runs }, () => lighthouse(url, config));
        const row = { preset, path, failed: [...new Set(results.flatMap((r) => r.failed))] };
        for (const key of [...CATEGORIES, 'bytes', 'lcp', 'tbt', 'cls'])
          row[key] = medianKnown(results.map((r) => r[key]));
        rows.push(row);
        log(
          `  ${preset.padEnd(8)} ${path.padEnd(15)} ${shown(row.performance)} / ${shown(row.accessibility)} / ` +
            `${shown(row['best-practices'])} / ${shown(row.seo)}   ${(row.bytes / 1024).toFixed(0).padStart(4)} KB` +
            `   LCP ${ms(row.lcp)} TBT ${ms(row.tbt)} CLS ${row.cls === null ? 'n/a' : row.cls.toFixed(3)}` +
            (row.failed.length ? `   failing: ${row.failed.join(', ')}` : ''),
        );
      }
    }
  });

  log(
    `axe-core ${axeCoreVersion()} violations (after scrolling to the bottom, so lazy parts are in):`,
  );
  const violations = await axeViolations(baseUrl, pages);
  for (const [page, list] of Object.entries(violations))
    log(`  ${page.padEnd(24)} ${list.length ? list.join(', ') : '0'}`);

  const home = rows.find((row) => row.preset === 'mobile' && row.path === '/');
  const mobile = rows.filter((r) => r.preset === 'mobile');
  const goals = [
    ['mobile performance 100 on every page', mobile.every((r) => r.performance === 100)],
    ['mobile LCP <= 1.2 s on every page', mobile.every((r) => r.lcp !== null && r.lcp <= 1200)],
    ['mobile TBT <= 50 ms on every page', mobile.every((r) => r.tbt !== null && r.tbt <= 50)],
    ['CLS 0 on every page', rows.every((r) => r.cls !== null && r.cls < 0.0005)],
    ['mobile performance >= 95 on every page', mobile.every((r) => r.performance >= 95)],
    [
      'accessibility, best practices, SEO = 100',
      rows.every((r) => r.accessibility === 100 && r['best-practices'] === 100 && r.seo === 100),
    ],
    ['zero axe violations', Object.values(violations).every((list) => list.length === 0)],
    ['<= 500 KB transferred for /', (home?.bytes ?? Infinity) <= 500 * 1024],
  ];
  log('Goals:');
  for (const [goal, met] of goals) log(`  ${met ? 'met    ' : 'NOT MET'} ${goal}`);
}
