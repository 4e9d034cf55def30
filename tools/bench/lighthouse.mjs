// Lighthouse (12.x: 13 needs Node 22) and axe-core for the public pages, mobile and desktop presets,
// the median of 3 runs per page and preset. Goals (issue 5): mobile performance >= 95; accessibility,
// best practices and SEO 100; zero axe violations; at most 500 KB transferred for /.
//   node tools/bench/lighthouse.mjs http://localhost:3000      alone, against a running site
//   npm run bench -- lighthouse                                 from the bench (starts its own site)
// RUNS=1 shortens a trial run; PAGES=/,/map limits the pages.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

export const PAGES = ['/', '/events', '/visit', '/about', '/map', '/accessibility'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const chromePath = () =>
  process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run; scores 0-100 and the bytes transferred (total-byte-weight). */
async function runOnce(lighthouse, url, port, config) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    config,
  );
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
  );
  const failed = CATEGORIES.filter((id) => id !== 'performance')
    .flatMap((id) => categories[id].auditRefs)
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
    .map((ref) => ref.id);
  return { ...scores, bytes: audits['total-byte-weight']?.numericValue ?? 0, failed };
}

/** axe-core in a real Chromium (evaluated through DevTools: the site's CSP refuses inline scripts). */
async function axeViolations(baseUrl, pages) {
  const { chromium } = await import('@playwright/test');
  const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  const found = {};
  try {
    for (const [device, viewport] of [
      ['mobile', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 900 }],
    ]) {
      const page = await browser.newPage({ viewport });
      for (const path of pages) {
        await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        await page.evaluate(source);
        const result = await page.evaluate(() =>
          window.axe.run(document, {
            runOnly: {
              type: 'tag',
              values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
            },
          }),
        );
        found[`${device} ${path}`] = result.violations.map((v) => `${v.id} (${v.nodes.length})`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return found;
}

export async function benchLighthouse({ baseUrl, log = console.log, pages = PAGES, runs = 3 }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const presets = [
    ['mobile', undefined], // Lighthouse's default: a mid-range phone on a throttled 4G connection
    ['desktop', desktopConfig],
  ];

  log(
    `Lighthouse ${require('lighthouse/package.json').version}, median of ${runs} runs (perf / a11y / best practices / SEO, bytes transferred):`,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  try {
    for (const [preset, config] of presets) {
      for (const path of pages) {
        const results = [];
        for (let i = 0; i < runs; i++)
          results.push(await runOnce(lighthouse, new URL(path, baseUrl).href, chrome.port, config));
        const row = { preset, path, failed: [...new Set(results.flatMap((r) => r.failed))] };
        for (const key of [...CATEGORIES, 'bytes']) row[key] = median(results.map((r) => r[key]));
        rows.push(row);
        log(
          `  ${preset.padEnd(8)} ${path.padEnd(15)} ${String(row.performance).padStart(3)} / ${String(row.accessibility).padStart(3)} / ` +
            `${String(row['best-practices']).padStart(3)} / ${String(row.seo).padStart(3)}   ${(row.bytes / 1024).toFixed(0).padStart(4)} KB` +
            (row.failed.length ? `   failing: ${row.failed.join(', ')}` : ''),
        );
      }
    }
  } finally {
    await chrome.kill();
  }

  log('axe-core violations (after scrolling to the bottom, so lazy parts are in):');
  const violations = await axeViolations(baseUrl, pages);
  for (const [page, list] of Object.entries(violations))
    log(`  ${page.padEnd(24)} ${list.length ? list.join(', ') : '0'}`);

  const home = rows.find((row) => row.preset === 'mobile' && row.path === '/');
  const goals = [
    [
      'mobile performance >= 95 on every page',
      rows.filter((r) => r.preset === 'mobile').every((r) => r.performance >= 95),
    ],
    [
      'accessibility, best practices, SEO = 100',
      rows.every((r) => r.accessibility === 100 && r['best-practices'] === 100 && r.seo === 100),
    ],
    ['zero axe violations', Object.values(violations).every((list) => list.length === 0)],
    ['<= 500 KB transferred for /', (home?.bytes ?? Infinity) <= 500 * 1024],
  ];
  log('Goals:');
  for (const [goal, met] of goals) log(`  ${met ? 'met    ' : 'NOT MET'} ${goal}`);
  return { rows, violations, goals };
}

// Runnable alone: node tools/bench/lighthouse.mjs <base URL>
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2];
  if (!baseUrl) {
    console.error('Usage: node tools/bench/lighthouse.mjs <base URL, e.g. http://localhost:3000>');
    process.exit(2);
  }
  const pages = process.env.PAGES ? process.env.PAGES.split(',') : PAGES;
  await benchLighthouse({ baseUrl, pages, runs: Number(process.env.RUNS || 3) });
}
