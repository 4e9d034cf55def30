import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiToken, signInThroughStorage } from '../support/admin';
import { axeViolations } from '../support/axe';

const ALERT = `E2E notice ${Date.now()}: the furnace lane is closed`;

interface Admission {
  items: { label: string; detail: string; price: string }[];
  note: string;
}

const auth = async (request: APIRequestContext) => ({
  Authorization: `Bearer ${await apiToken(request)}`,
});

/** A datetime-local value with seconds, in the museum's clock, `seconds` from now. */
function museumLocalIn(seconds: number): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(Date.now() + seconds * 1000))
    .replace(' ', 'T');
}

/**
 * The content the page the server sent for `path` came with: its render's read of GET /content,
 * in the answers inlined for the browser (`<script id="server-answers">`, TanStack Query's
 * dehydrated cache).
 */
async function inlinedContent(request: APIRequestContext, path: string) {
  const html = await (await request.get(path, { headers: { 'Cache-Control': 'no-cache' } })).text();
  const json = /<script[^>]*id="server-answers"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, `no <script id="server-answers"> in ${path}`).toBeTruthy();
  const answers = JSON.parse(json as string) as {
    queries: { queryKey: unknown[]; state: { data: unknown } }[];
  };
  const content = answers.queries.find((query) => query.queryKey[0] === '/content');
  expect(content, `no answer to GET /content in ${path}`).toBeTruthy();
  return content?.state.data as { admission: Admission };
}

/**
 * A volunteer changes Regular admission to $9.00 in "Site content" and publishes it; a visitor's
 * next page carries it. Then an alert is shown and goes by itself at its end, and
 * the earlier admission version is restored. What was there before is put back afterwards.
 */
test.describe('site content and alerts', () => {
  let before: Admission;

  test.beforeAll(async ({ request }) => {
    before = await (await request.get('/api/v1/content/admission')).json();
    // A published version of today's prices, so there is an earlier version to restore.
    const saved = await request.put('/api/v1/content/admission', {
      headers: await auth(request),
      data: before,
    });
    expect(saved.ok()).toBe(true);
  });

  test.afterAll(async ({ request }) => {
    const headers = await auth(request);
    await request.put('/api/v1/content/admission', { headers, data: before });
    const recent = await (await request.get('/api/v1/alerts/recent', { headers })).json();
    for (const alert of recent as { id: number; message: string }[])
      if (alert.message.startsWith('E2E notice'))
        await request.delete(`/api/v1/alerts/${alert.id}`, { headers });
  });

  test('a volunteer publishes Regular admission at $9.00 and visitors get it; an alert comes and goes; the old prices come back', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInThroughStorage(page, request);
    const main = page.locator('#main');
    await page.goto('/admin/content');
    await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();
    await main.getByRole('link', { name: 'Admission prices' }).click();
    await expect(page).toHaveURL('/admin/content/admission');
    await expect(page.getByRole('heading', { level: 1, name: 'Admission prices' })).toBeVisible();

    const regular = main.getByRole('group', { name: 'Price 1' });
    await expect(regular.getByLabel('Ticket')).toHaveValue('Regular');
    const price = regular.getByLabel('Price', { exact: true });
    // A wrong amount is refused in the browser, naming the field.
    await price.fill('nine dollars!');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(
      page.getByRole('link', {
        name: 'Admission prices, price 1: Price must be an amount such as $8.00, or a word such as Free.',
      }),
    ).toBeVisible();

    await price.fill('$9.00');
    const preview = main.getByRole('complementary');
    await expect(preview.getByRole('cell', { name: '$9.00' })).toBeVisible();
    // At the top: scrolled half-way, the shell's sticky header half-covers the sidebar's first
    // link, which axe's target-size counts against whatever page is open.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page), 'axe on /admin/content/admission').toEqual([]);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(
      page.getByRole('status').filter({
        hasText: 'Admission prices published. Visitors see it on their next page load.',
      }),
    ).toBeVisible();

    // A visitor: the next page carries the new price, as does the API.
    await expect
      .poll(async () => (await inlinedContent(request, '/')).admission.items[0].price)
      .toBe('$9.00');
    const content = await (await request.get('/api/v1/content')).json();
    expect(content.admission.items[0]).toEqual({ ...before.items[0], price: '$9.00' });
    // ... and reads it on /visit, on a phone.
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // The visitor's clock is ours, to move it to the alert's end below rather than wait for it.
    await visitor.clock.install();
    await visitor.goto(`${process.env.E2E_BASE_URL}/visit`);
    await expect(
      visitor.getByRole('row', {
        name: `${before.items[0].label} (${before.items[0].detail}) $9.00`,
      }),
    ).toBeVisible();

    // An alert for the next ten minutes. It is not waited out: the visitor's clock is moved on
    // to its end, and the API is asked about the moment after it.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Alerts' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    await page.getByLabel('Message').fill(ALERT);
    await page.getByLabel('Level').selectOption('warning');
    const endsIn = 600;
    const endsAt = Math.floor((Date.now() + endsIn * 1000) / 1000) * 1000;
    await page.getByLabel('Ends (optional)').fill(museumLocalIn(endsIn));
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page), 'axe on /admin/alerts').toEqual([]);
    await page.getByRole('button', { name: 'Publish alert' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alert published.' })).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: ALERT })).toContainText(
      'Showing now',
    );
    const active: { message: string; level: string; ends_at: string | null }[] = await (
      await request.get('/api/v1/alerts')
    ).json();
    expect(active).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: ALERT, level: 'warning' })]),
    );
    // It ends when the volunteer said, to the second (in the museum's time).
    const published = active.find((alert) => alert.message === ALERT);
    const end = Date.parse(published?.ends_at ?? '');
    expect(Math.abs(end - endsAt), `ends_at ${published?.ends_at}`).toBeLessThanOrEqual(1000);
    // The visitor sees it above every page: /, then /events and /visit through the menu.
    const notice = visitor.getByRole('region', { name: 'Notices' }).getByText(ALERT);
    await visitor.goto(`${process.env.E2E_BASE_URL}/`);
    await expect(notice).toBeVisible();
    await visitor.goto(`${process.env.E2E_BASE_URL}/events`);
    await expect(notice).toBeVisible();
    await visitor.goto(`${process.env.E2E_BASE_URL}/visit`);
    await expect(notice).toBeVisible();
    // In the first paint, inlined with the page: neither it nor the page below it ever moves.
    // (Shifts inside the page's own content, as its data arrives, are the page's business.)
    const movedByAlert = await visitor.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const moved: string[] = [];
          const watched = [
            document.getElementById('main'),
            document.querySelector('section[aria-label="Notices"]'),
          ];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { sources: { node?: Node }[] }[])
              for (const source of entry.sources)
                if (watched.includes(source.node as HTMLElement))
                  moved.push((source.node as HTMLElement).outerHTML.slice(0, 60));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(moved), 500);
        }),
    );
    expect(movedByAlert, 'layout shifts of the notices or of <main> below them').toEqual([]);
    // It goes from the open page by itself at its end, without a reload: still there a second
    // before, gone a second after.
    await visitor.evaluate(
      () => ((window as unknown as { notReloaded: boolean }).notReloaded = true),
    );
    const visitorNow = await visitor.evaluate(() => Date.now());
    await visitor.clock.fastForward(end - 1000 - visitorNow);
    await expect(notice).toBeVisible();
    await visitor.clock.fastForward(2000);
    await expect(notice).toBeHidden();
    expect(
      await visitor.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    // ... and the API ends it by itself: active a second before its end, not a second after.
    const activeAt = async (at: number) =>
      (
        (await (await request.get(`/api/v1/alerts?at=${new Date(at).toISOString()}`)).json()) as {
          message: string;
        }[]
      ).some((alert) => alert.message === ALERT);
    expect(await activeAt(end - 1000)).toBe(true);
    expect(await activeAt(end + 1000)).toBe(false);

    // Back to the prices before, by restoring the earlier version.
    await page.goto('/admin/content/admission');
    const earlier = main.getByRole('listitem').filter({ hasText: 'Published earlier' }).first();
    await earlier.getByRole('button', { name: /^Restore version/ }).click();
    await page.getByRole('button', { name: 'Yes, restore' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /restored and published/ }),
    ).toBeVisible();
    await expect(
      main.getByRole('group', { name: 'Price 1' }).getByLabel('Price', { exact: true }),
    ).toHaveValue(before.items[0].price);
    await expect
      .poll(async () => (await (await request.get('/api/v1/content/admission')).json()).items)
      .toEqual(before.items);
  });

  test('on a phone the form fits the screen and the preview follows it', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughStorage(page, request);
    for (const key of ['tours', 'admission']) {
      await page.goto(`/admin/content/${key}`);
      const main = page.locator('#main');
      const form = main.getByRole('form');
      const preview = main.getByRole('complementary');
      await expect(preview).toBeVisible();
      const formBox = await form.boundingBox();
      const previewBox = await preview.boundingBox();
      expect(previewBox?.y).toBeGreaterThanOrEqual((formBox?.y ?? 0) + (formBox?.height ?? 0));
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${key}: nothing wider than the phone`,
      ).toBeLessThanOrEqual(390);
    }
  });
});
