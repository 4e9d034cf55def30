import { expect, test } from '../support/fixtures';

/**
 * From the HTML the server sends to the page the browser finishes (issue 17): nothing moves
 * (cumulative layout shift 0, measured with the browser's own 'layout-shift' entries) and the
 * console stays free of errors, on a phone and on a desktop.
 */
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
    try {
      for (const path of PAGES) {
        await page.goto(`${process.env.E2E_BASE_URL}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        // Late arrivals (the status, the events, fonts) have had their chance to move things.
        await page.waitForTimeout(500);
        const shifts = await page.evaluate(
          () => (window as unknown as { shifts: number[] }).shifts,
        );
        const total = shifts.reduce((sum, value) => sum + value, 0);
        expect({ path, cls: Number(total.toFixed(4)) }).toEqual({ path, cls: 0 });
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
