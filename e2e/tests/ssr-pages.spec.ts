import { expect, test } from '../support/fixtures';
import { withSteadyStatus } from '../support/museum-time';
import { h1, renderedPart, text } from '../support/server-html';

/**
 * Every public route's HTML carries its content, rendered on the server by the deployed
 * public_site remote's server bundle with the API's answers filled in: read here without a
 * browser, as a crawler or a reader without JavaScript gets it.
 */

test.describe('public pages arrive as HTML', () => {
  const pages: [string, string | RegExp, RegExp][] = [
    ['/', /Cornwall Iron Furnace/i, /Upcoming Programs and Events/],
    ['/events', 'PROGRAMS AND EVENTS', /Guided programs/],
    ['/visit', 'Plan Your Visit', /Admission/i],
    ['/about', 'About the Furnace', /furnace/i],
    ['/map', 'Interactive Site Map', /Choose a numbered place/],
    ['/accessibility', 'Accessibility', /Here is what to expect/],
    ['/support', 'Support Us', /member/i],
    ['/history', 'Our History', /furnace/i],
    ['/signs/north-gate', 'Sign information', /sign/i],
    ['/no-such-page', 'Error 404', /couldn't find the page/],
  ];
  for (const [path, heading, main] of pages) {
    test(`${path}: heading and main text in the HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const part = renderedPart(await response.text());
      expect(h1(part)).toMatch(heading instanceof RegExp ? heading : new RegExp(`^${heading}$`));
      expect(text(part)).toMatch(main);
    });
  }

  test("/ and /visit carry today's OPEN/CLOSED status as the API gives it", async ({ request }) => {
    // The pages are read between two readings of the status: an opening or a closing in between
    // cannot make them disagree with it.
    const { status: steady, observed } = await withSteadyStatus(request, async () => ({
      home: text(renderedPart(await (await request.get('/')).text())),
      visit: text(renderedPart(await (await request.get('/visit')).text())),
    }));
    expect(observed.home).toContain(`The museum is now ${steady.status}`);
    expect(observed.visit).toContain(`${steady.status}: ${steady.message}`);
  });

  test('links in the HTML are plain links to the pages', async ({ request }) => {
    const home = renderedPart(await (await request.get('/')).text());
    expect(home).toContain('href="/visit"');
    expect(home).toContain('href="/events"');
  });

  test("/visit carries this week's hours", async ({ request }) => {
    const part = text(renderedPart(await (await request.get('/visit')).text()));
    const week = await (await request.get('/api/v1/hours/week')).json();
    expect(week.open_days).toBeTruthy();
    for (const day of ['Monday', 'Friday', 'Sunday']) expect(part).toContain(day);
    expect(part).toMatch(/\d{1,2}:\d{2} (AM|PM)/);
  });

  test('the admin area is never rendered on the server', async ({ request }) => {
    for (const path of ['/admin', '/admin/events', '/login']) {
      const html = await (await request.get(path)).text();
      expect(renderedPart(html)).not.toMatch(/<h1/);
    }
  });
});

test('without JavaScript a visitor reads the page, the status and follows links', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    // Read between two readings of the status: an opening or a closing in between cannot make
    // the pages disagree with it.
    const { status: api, observed } = await withSteadyStatus(page.request, async () => {
      await page.goto(`${process.env.E2E_BASE_URL}/`);
      const panel = await page.getByTestId('status-panel').textContent();
      await page.getByRole('link', { name: 'Plan Your Visit' }).first().click();
      await expect(page).toHaveURL(/\/visit$/);
      return { panel, banner: await page.getByTestId('open-banner').textContent() };
    });
    expect(observed.panel).toBe(`The museum is now ${api.status}`);
    expect(observed.banner).toBe(`${api.status}: ${api.message}`);
    await page.goto(`${process.env.E2E_BASE_URL}/visit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan Your Visit' })).toBeVisible();
    await expect(page.getByTestId('week-schedule')).toContainText('Friday');
    // Its styles came inlined with the HTML: the rule the week shares with the regular hours
    // (`:is(.week-table, .data-table)`) among them.
    await expect(page.getByTestId('week-schedule')).toHaveCSS('border-collapse', 'collapse');
    const home = await withSteadyStatus(page.request, async () => {
      await page.goto(`${process.env.E2E_BASE_URL}/no-such-page`);
      await page.getByRole('link', { name: 'TAKE ME HOME' }).click();
      await expect(page).toHaveURL(/\/$/);
      return page.getByTestId('status-panel').textContent();
    });
    expect(home.observed).toBe(`The museum is now ${home.status.status}`);
  } finally {
    await context.close();
  }
});
