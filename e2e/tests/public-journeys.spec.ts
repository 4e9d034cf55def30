import type { Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '@furnace/contracts';
import { expect, test } from '../support/fixtures';
import { axeViolations } from '../support/axe';
import { recordJavaScript } from '../support/network';
import { withSteadyStatus } from '../support/museum-time';
import { useThePage } from '../support/live-page';

/** Text that is all of an h1, in any case (the events page's h1 is in capitals). */
const whole = (text: string) => new RegExp(`^${text}$`, 'i');

/** Every public route (a parameter stands for an event or sign that is not there), with its h1. */
const ROUTES: [string, RegExp][] = [
  ...PUBLIC_ROUTES.map(({ path, head }): [string, RegExp] => [
    path.replace(':id', '999999').replace(':name', 'no-such-sign'),
    whole(head.page ?? 'Cornwall Iron Furnace'),
  ]),
  ['/visit/hours/x', whole('Error 404')],
];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Opens `path`, waits for its h1 and for the network to calm down (after `then`, when given), and
 * fails on page errors.
 */
async function open(page: Page, path: string, h1: string | RegExp, then?: () => Promise<void>) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  if (then) await then();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`public site on a ${device}`, () => {
    test.use({ viewport });

    // In four parts, which the two workers share out; each part's page keeps its cache warm.
    const PARTS = 4;
    for (let part = 0; part < PARTS; part++) {
      const routes = ROUTES.filter((_, i) => i % PARTS === part);
      test(`every public route renders its page with zero axe violations (part ${part + 1} of ${PARTS})`, async ({
        page,
      }) => {
        // axe over several pages is the heaviest work here: three times the safety net.
        test.slow();
        for (const [path, h1] of routes) {
          // Bring lazy parts (carousels) in, so they are checked too.
          await open(page, path, h1, () =>
            page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)),
          );
          expect.soft(await axeViolations(page), `axe on ${path}`).toEqual([]);
          expect(await page.title()).toContain('Cornwall Iron Furnace');
          expect(
            await page.locator('meta[name="description"]').getAttribute('content'),
          ).toBeTruthy();
        }
      });
    }

    test('an unknown event PDF says so, and a 404 offers the way home', async ({ page }) => {
      await open(page, '/events/999999', 'Event details');
      // The API knows no such event; the browser's check of its file says there is none.
      await useThePage(page);
      await expect(page.getByText('No PDF has been uploaded for this event yet.')).toBeVisible();
      await open(page, '/support/nope', 'Error 404');
      await expect(page.getByText("We couldn't find the page you're looking for.")).toBeVisible();
      await page.getByRole('link', { name: 'TAKE ME HOME' }).click();
      await expect(page).toHaveURL('/');
    });

    test('the visit page shows the live status from the API', async ({ page, request }) => {
      const { status, observed } = await withSteadyStatus(request, async () => {
        await open(page, '/visit', 'Plan Your Visit');
        const banner = page.getByTestId('open-banner');
        await expect(banner).toHaveText(/^(OPEN|CLOSED): /);
        return banner.textContent();
      });
      expect(observed).toBe(`${status.status}: ${status.message}`);
    });

    test('the site map answers clicks and the keyboard', async ({ page }) => {
      await open(page, '/map', 'Interactive Site Map');
      await expect(
        page.getByText('Explore the grounds by clicking on a place on the map.'),
      ).toBeVisible();
      // Its marker's centre sits on the drawing where the stylesheet places it (62%, 34%).
      const wheel = page.locator('[data-area="giant-wheel"]');
      const [marker, drawing] = await Promise.all([
        wheel.boundingBox(),
        wheel.locator('xpath=..').boundingBox(),
      ]);
      if (!marker || !drawing) throw new Error('the map is not laid out');
      expect((marker.x + marker.width / 2 - drawing.x) / drawing.width).toBeCloseTo(0.62, 2);
      expect((marker.y + marker.height / 2 - drawing.y) / drawing.height).toBeCloseTo(0.34, 2);
      await page.getByRole('button', { name: /Great Wheel/ }).click();
      await expect(page.getByRole('heading', { name: 'The Great Wheel' })).toBeVisible();
      await page.getByRole('button', { name: /Mansion/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: "Ironmaster's Mansion" })).toBeVisible();
    });
  });
}

test.describe('phone navigation', () => {
  test.use({ viewport: PHONE });

  test('the hamburger opens and closes the menu and locks the page scroll while open', async ({
    page,
  }) => {
    await open(page, '/', 'Cornwall Iron Furnace');
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    expect(await overflow()).toBe('hidden');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    expect(await overflow()).not.toBe('hidden');

    // Following a link closes the menu and lands on the page, scrolled to the top.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'EVENTS' }).click();
    await expect(page).toHaveURL('/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PROGRAMS AND EVENTS');
    await expect(menu).toBeHidden();
    expect(await overflow()).not.toBe('hidden');
  });

  test('support sub-routes scroll to their section below the sticky header', async ({ page }) => {
    await open(page, '/support/volunteer', 'Support Us');
    // Where the glide ends: the section's top just below the header.
    const top = () =>
      page
        .getByRole('heading', { name: 'Volunteer' })
        .evaluate((el) => Math.round((el.closest('section') ?? el).getBoundingClientRect().top));
    await expect.poll(top).toBe(130);
  });
});

test('the home page asks nothing of other origins, and its heading font is our own Latin subset', async ({
  page,
  baseURL,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const site = new URL(baseURL as string).origin;
  expect(
    requested.filter((url) => new URL(url).origin !== site && !url.startsWith('data:')),
  ).toEqual([]);

  const fonts = requested.filter((url) => url.endsWith('.woff2'));
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/\/assets\/source-serif-4-latin-700-normal\.[0-9a-f]{10}\.woff2$/);
  const font = await page.request.get(fonts[0]);
  expect(font.headers()['content-type']).toBe('font/woff2');
  expect(font.headers()['cache-control']).toContain('immutable');
  const usable = await page.evaluate(async () => {
    await document.fonts.load("700 1em 'Source Serif 4'");
    return document.fonts.check("700 1em 'Source Serif 4'");
  });
  expect(usable).toBe(true);
});

/**
 * The budget for `/`: the site's ceiling, 135 KB (it measured 134.7 KB: docs/adr/0021). Most of it
 * is fixed by the stack (react-dom 63, the shell's federation runtime 22, the router 13, TanStack
 * Query 10.8 through its facade (docs/adr/0012-one-way-to-load-data.md), react 4.5). The remotes
 * borrow the shell's runtime-core and keep only their bundler runtime in remoteEntry.js (about 8 KB,
 * docs/adr/0003-federation-runtime.md).
 */
const BUDGET_FOR_HOME_KB = 135;
const BUDGET_FOR_REMOTE_ENTRY_KB = 9;

test(`a visitor reading / runs only page-boot.js, and using it downloads at most ${BUDGET_FOR_HOME_KB} KB of gzipped JavaScript`, async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const recording = recordJavaScript(page);
  // The scripts the page runs (a prefetch only fetches: its type is not 'script').
  const ran: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') ran.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Read but not used: the server's page alone, and the one small script that waits for a touch.
  expect(ran).toEqual(['/page-boot.js']);
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
  const boot = (await recording.settled()).find(
    (file) => new URL(file.url).pathname === '/page-boot.js',
  );
  expect(boot?.gzipBytes).toBeLessThanOrEqual(1024);

  // Used: the live page takes over (the remote's code has come, too).
  await useThePage(page);
  await page.waitForLoadState('networkidle');
  // Each file once (the shell's code fetched ahead and then run is one download).
  const scripts = [
    ...new Map((await recording.settled()).map((file) => [file.url, file])).values(),
  ];
  const total = scripts.reduce((sum, file) => sum + file.gzipBytes, 0);
  const ours = scripts.filter((file) =>
    new URL(file.url).pathname.startsWith('/remotes/public-site/'),
  );
  const oursTotal = ours.reduce((sum, file) => sum + file.gzipBytes, 0);
  console.log(
    `JS for / (gzip -9): ${(total / 1024).toFixed(1)} KB in ${scripts.length} files, public_site ${(oursTotal / 1024).toFixed(1)} KB`,
  );
  // The public_site remote's own share, without its federation runtime (remoteEntry.js): the
  // route table and the home page's chunk. swiper and the other pages must not be in it.
  const oursWithoutEntry = ours.filter((file) => !file.url.endsWith('/remoteEntry.js'));
  expect(oursWithoutEntry.reduce((sum, file) => sum + file.gzipBytes, 0)).toBeLessThanOrEqual(
    10 * 1024,
  );
  const remoteEntry = ours.find((file) => file.url.endsWith('/remoteEntry.js'));
  expect(remoteEntry?.gzipBytes).toBeLessThanOrEqual(BUDGET_FOR_REMOTE_ENTRY_KB * 1024);
  expect(total).toBeLessThanOrEqual(BUDGET_FOR_HOME_KB * 1024);
});
