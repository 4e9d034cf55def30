import { expect, test } from '../support/fixtures';
import { useThePage } from '../support/live-page';

/**
 * From the HTML the server sends to the page the browser finishes: nothing moves
 * (cumulative layout shift 0, measured with the browser's own 'layout-shift' entries), the heading
 * the server sent stays on screen in every frame, and is the very node the live page ends with
 * (hydrated, not replaced), and the console stays free of errors (a hydration mismatch is logged
 * there), on a phone and on a desktop.
 */

/**
 * Per animation frame from the first after the HTML was parsed: the visible h1's text, or null
 * when none was visible. (A frame can come while the parser is still in the head, on a busy
 * machine: nothing of the page is on screen then. A heading only a script adds is still missing
 * at the first frame after parsing, which is what this catches.)
 */
function watchHeadings() {
  // The heading the server sent, as parsed, before any script ran.
  document.addEventListener('DOMContentLoaded', () => {
    (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('h1');
  });
  const frames: (string | null)[] = [];
  (window as unknown as { frames_: (string | null)[] }).frames_ = frames;
  const frame = () => {
    if (document.readyState === 'loading') {
      requestAnimationFrame(frame);
      return;
    }
    const h1 = document.querySelector('h1');
    const visible = h1 !== null && h1.checkVisibility() && h1.getBoundingClientRect().height > 0;
    frames.push(visible ? (h1.textContent ?? '') : null);
    if (frames.length < 2000) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
const PAGES = ['/', '/events', '/visit', '/about', '/map', '/accessibility'];
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;

for (const [device, viewport] of SIZES) {
  test(`on a ${device}, no public page shifts while it loads, and none logs an error`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.addInitScript(watchHeadings);
    try {
      for (const path of PAGES) {
        await page.goto(`${process.env.E2E_BASE_URL}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        // Late arrivals (the status, the events, fonts) have had their chance to move things: the
        // network is idle, the fonts are in, and two frames have been laid out since.
        await page.evaluate(async () => {
          await document.fonts.ready;
          for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
        });
        const shifts = await page.evaluate(
          () => (window as unknown as { shifts: number[] }).shifts,
        );
        const total = shifts.reduce((sum, value) => sum + value, 0);
        expect({ path, cls: Number(total.toFixed(4)) }).toEqual({ path, cls: 0 });
        // The page is live (hydrated), its heading the node the server sent; and that heading was
        // there in every frame from the first one, with the same text.
        await useThePage(page);
        const hydrated = await page.evaluate(() => {
          const served = (window as unknown as { serverH1: Element | null }).serverH1;
          return served !== null && served === document.querySelector('h1') && served.isConnected;
        });
        expect({ path, sameHeadingNode: hydrated }).toEqual({ path, sameHeadingNode: true });
        const frames = await page.evaluate(
          () => (window as unknown as { frames_: (string | null)[] }).frames_,
        );
        const first = frames.findIndex((text) => text !== null);
        expect({ path, firstFrameWithHeading: first }).toEqual({ path, firstFrameWithHeading: 0 });
        const missing = frames.filter((text) => text === null).length;
        expect({ path, framesWithoutHeading: missing }).toEqual({ path, framesWithoutHeading: 0 });
        expect(new Set(frames).size).toBe(1);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('with its JavaScript blocked, a browser still shows each page: the server HTML in #root', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // JavaScript on, but no script arrives (a very slow or failing network): what is painted first.
  await context.route('**/*.js*', (route) => route.abort());
  const page = await context.newPage();
  try {
    for (const [path, heading] of [
      ['/', 'Cornwall Iron Furnace'],
      ['/events', 'PROGRAMS AND EVENTS'],
      ['/visit', 'Plan Your Visit'],
    ]) {
      await page.goto(`${process.env.E2E_BASE_URL}${path}`);
      const main = page.locator('#root[data-server-rendered] > main');
      await expect(main).toBeVisible();
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The whole page, chrome included: the header, its links, the footer.
      await expect(page.locator('#root > header.site-header')).toBeVisible();
      await expect(page.locator('#root > footer.site-footer')).toBeVisible();
      await expect(
        page.locator('#root > footer').getByRole('link', { name: 'Hours and admission' }),
      ).toHaveAttribute('href', '/visit/hours');
      // Styled as the live page: the shell's and the remote's stylesheets are in.
      const styled = await main.evaluate((element) => getComputedStyle(element).display);
      expect(styled).toBe('block');
    }
  } finally {
    await context.close();
  }
});

test("on a phone, the header of the server's page works before the page itself is live", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // The public site's code is held back: only the shell's runs, and hydrates the chrome.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/remotes\/public-site\/.*\.js/, async (route) => {
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  try {
    await page.goto(`${process.env.E2E_BASE_URL}/visit`);
    // One tap: it starts the shell's script (page-boot.js), is held while React has not taken the
    // button over, and is done then, while the page's own code is still held back.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible({
      timeout: 60_000,
    });
    // The page itself still waits for its code: the server's HTML, not live yet.
    await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan Your Visit');
    release();
    await expect(page.locator('[data-server-rendered]')).toHaveCount(0, { timeout: 60_000 });
  } finally {
    release();
    await context.close();
  }
});
