import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { useThePage } from '../support/live-page';
import { apiToken, FIXTURES } from '../support/admin';
import { museumDateIn } from '../support/museum-time';
import { axeViolations } from '../support/axe';
import { recordJavaScript } from '../support/network';

/**
 * The events' lifecycle, the public half: what a visitor sees of an event's lifecycle (end time, place, price,
 * status, repeats, past events), the readable event and sign pages on a phone, and the carousels
 * (arrows, dots, autoplay that stops when the visitor takes over, cards as tall as their content).
 * Mutating: it creates events and a sign through the API (and removes them afterwards).
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const RUN = Date.now();
const TAG = `e2e-${RUN}`;
const SIGN = `e2e-wheel-${RUN}`;

/** A museum date `days` after today, YYYY-MM-DD. */
const museumDate = museumDateIn;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()];

const created: number[] = [];
let tour: number; // Tours: end time, place, price, a poster, a PDF
let series: number; // Talks: weekly, three times, the second cancelled
let seriesFirstDate: string; // as created: a run may cross the museum's midnight after that
let cancelledDate: string;

async function createEvent(
  request: APIRequestContext,
  fields: Record<string, string>,
  withPdf = false,
): Promise<number> {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const response = await request.post('/api/v1/events', {
    headers,
    multipart: {
      description: 'A program at the furnace.',
      category: 'Tours',
      link_text: '',
      link_url: 'https://example.org/',
      ...fields,
      image: FIXTURES.image,
      ...(withPdf ? { pdf: FIXTURES.pdf } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = (await response.json()).id as number;
  created.push(id);
  return id;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const day = museumDate(3);
  tour = await createEvent(
    request,
    {
      title: `Lantern tour ${TAG}`,
      description:
        'Walk the furnace by lantern light, from the charging room down to the casting house.',
      event_start: `${day}T18:00:00`,
      event_end: `${day}T20:30:00`,
      location: 'Meet at the Visitor Center',
      price_text: '$8.00, members free',
      image_alt: 'A lantern on the furnace steps',
      image_fit: 'contain',
      link_text: 'Lantern tour details',
    },
    true,
  );
  const first = museumDate(4);
  seriesFirstDate = first;
  cancelledDate = museumDate(11); // the series' second date, a week after the first
  series = await createEvent(request, {
    title: `Iron talk ${TAG}`,
    category: 'Talks',
    description: 'Short.',
    event_start: `${first}T11:00:00`,
    recurrence: JSON.stringify({
      freq: 'weekly',
      interval: 1,
      by_weekday: [weekdayOf(first)],
      until: null,
      count: 3,
    }),
  });
  const cancelled = await request.put(`/api/v1/events/${series}/occurrences/${cancelledDate}`, {
    headers,
    data: { status: 'cancelled', status_note: 'The speaker is unwell.' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await createEvent(request, {
    title: `Casting demonstration ${TAG}`,
    category: 'Demonstrations',
    event_start: `${museumDate(-40)}T13:00:00`,
    all_day: 'true',
  });
  const sign = await request.put(`/api/v1/signs/${SIGN}`, {
    headers,
    multipart: {
      pdf: FIXTURES.pdf,
      title: 'The Great Wheel',
      summary: 'Four tons and 24 feet across, it drove the bellows that blew the furnace.',
    },
  });
  expect(sign.status(), await sign.text()).toBe(201);
});

test.afterAll(async ({ request }) => {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  for (const id of created) await request.delete(`/api/v1/events/${id}`, { headers });
  await request.delete(`/api/v1/signs/${SIGN}`, { headers });
});

async function noAxeViolations(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('an event page reads on a phone above its PDF: title, status, time, place, price, calendar, download', async ({
    page,
  }) => {
    await page.goto(`/events/${tour}`);
    await useThePage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Lantern tour ${TAG}`);
    const details = page.getByTestId('event-details');
    await expect(details).toContainText('6:00 PM – 8:30 PM');
    await expect(details).toContainText('Where: Meet at the Visitor Center');
    await expect(details).toContainText('Price: $8.00, members free');
    await expect(details.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/v1/events/${tour}/calendar.ics`,
    );
    // Readable without zooming: the text fits the screen's width.
    const box = await details.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expect(page.getByTitle('Event flyer (PDF)')).toBeAttached();
    const download = page.getByRole('link', { name: 'Download the PDF' });
    await expect(download).toHaveAttribute('href', `/static/event_info/${tour}.pdf`);
    expect((await page.request.get(`/static/event_info/${tour}.pdf`)).ok()).toBe(true);
    await expect(page).toHaveTitle(`Lantern tour ${TAG} | Cornwall Iron Furnace`);
    await noAxeViolations(page, `/events/${tour}`);

    // One occurrence of a series, cancelled, by its date. Nothing on it moves from the server's
    // HTML to the live page (its "Other dates" heading once changed size at the swap: the two
    // stylesheets that style it were inlined in another order than the browser loads them).
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node?: Node }[];
        })[])
          shifts.push(`${entry.value}: ${entry.sources.map((s) => s.node?.nodeName).join(', ')}`);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/events/${series}?date=${cancelledDate}`);
    await useThePage(page);
    await expect(page.getByTestId('event-details')).toContainText(
      'Cancelled The speaker is unwell.',
    );
    // Its other dates, each a link to its own page.
    const others = page.getByRole('region', { name: 'Other dates' });
    await expect(others.getByRole('link')).toHaveCount(2);
    await expect(others.getByRole('link').first()).toHaveAttribute(
      'href',
      `/events/${series}?date=${seriesFirstDate}`,
    );
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: string[] }).layoutShifts,
    );
    expect(shifts, 'layout shifts on the page of a date of a series').toEqual([]);
    await noAxeViolations(page, `/events/${series}?date=…`);
  });

  test("a sign's page gives its title and summary above the PDF; an unknown sign the spec's text and ways onward", async ({
    page,
  }) => {
    await page.goto(`/signs/${SIGN}`);
    await useThePage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Great Wheel');
    await expect(page.getByText('Four tons and 24 feet across')).toBeVisible();
    await expect(page.getByTitle('Sign information (PDF)')).toHaveAttribute(
      'src',
      `/static/qr/${SIGN}.pdf`,
    );
    await expect(page.getByRole('link', { name: 'Download the PDF' })).toBeVisible();
    await noAxeViolations(page, `/signs/${SIGN}`);

    await page.goto('/signs/no-such-sign-here');

    await useThePage(page);
    await expect(page.getByText('Error: Invalid QR code provided.')).toBeVisible();
    const onward = page.getByRole('navigation', { name: 'Where to go from here' });
    await expect(onward.getByRole('link', { name: 'Programs and events' })).toBeVisible();
    await expect(onward.getByRole('link', { name: 'Site map of the grounds' })).toBeVisible();
    await expect(onward.getByRole('link', { name: 'Home page' })).toBeVisible();
  });
});

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`/events on a ${device}`, () => {
    test.use({ viewport });

    test('filter by category, a cancelled occurrence marked, Subscribe, past events; axe clean', async ({
      page,
    }) => {
      await page.goto('/events');
      await useThePage(page);
      const cards = page.getByTestId('event-card').filter({ hasText: TAG });
      await expect(cards).toHaveCount(4); // the tour and three talks
      const cancelled = cards.filter({ hasText: 'Cancelled' });
      await expect(cancelled).toHaveCount(1);
      await expect(cancelled).toContainText('The speaker is unwell.');
      const tourCard = cards.filter({ hasText: 'Lantern tour' });
      await expect(tourCard).toContainText('6:00 PM – 8:30 PM');
      await expect(tourCard.getByRole('img', { name: 'A lantern on the furnace steps' })).toHaveCSS(
        'object-fit',
        'contain',
      );

      await page.getByRole('combobox', { name: 'Show' }).selectOption('Talks');
      await expect(cards).toHaveCount(3);
      await expect(page).toHaveURL(/category=Talks/);
      await page.getByRole('combobox', { name: 'Show' }).selectOption('');
      await expect(cards).toHaveCount(4);

      const subscribe = page.getByRole('link', { name: 'Subscribe to our calendar' });
      await expect(subscribe).toBeVisible();
      await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/.+\/api\/v1\/events\.ics$/);
      const feed = await page.request.get('/api/v1/events.ics');
      expect(await feed.text()).toContain('STATUS:CANCELLED');

      await page.getByRole('button', { name: 'See past events' }).click();
      const past = page.getByTestId('past-events');
      await expect(past.getByRole('link', { name: `Casting demonstration ${TAG}` })).toBeVisible();
      await expect(past).toContainText('All day');
      await noAxeViolations(page, '/events');
    });

    test('home carousel: arrows and dots, cards as tall as their content, the image height rule', async ({
      page,
    }) => {
      await page.goto('/');
      await useThePage(page);
      await page.waitForLoadState('networkidle');
      // The cards' code comes when their section nears the screen.
      await page
        .getByRole('heading', { name: 'Upcoming Programs and Events' })
        .scrollIntoViewIfNeeded();
      const carousel = page.getByRole('region', { name: 'Event slideshow' });
      await expect(carousel).toBeVisible();
      // The slides in a row never widen the page (a phone got a sideways scroll of 905 px).
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await pageWidth()).toBe(viewport.width);
      await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
      expect(await pageWidth()).toBe(viewport.width);
      await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeVisible();
      const dots = carousel.getByRole('group', { name: 'Choose a slide' }).getByRole('button');
      expect(await dots.count()).toBeGreaterThan(1);
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');

      // Each card ends where its content ends (no stretching to the tallest).
      const gaps = await carousel.getByTestId('event-card').evaluateAll((cards) =>
        cards.map((card) => {
          const actions = card.lastElementChild?.lastElementChild as HTMLElement;
          return {
            gap: card.getBoundingClientRect().bottom - actions.getBoundingClientRect().bottom,
            height: card.getBoundingClientRect().height,
          };
        }),
      );
      for (const { gap } of gaps) expect(gap).toBeLessThanOrEqual(24); // the body's padding
      const heights = new Set(gaps.map((g) => Math.round(g.height)));
      expect(heights.size).toBeGreaterThan(1); // a short talk and a long tour differ

      // docs/product.md §9: window width / 1920 * 400, at least 200.
      const image = carousel.getByTestId('event-card').first().locator('img');
      const expected = Math.max(200, (viewport.width / 1920) * 400);
      const height = await image.evaluate((img) => img.getBoundingClientRect().height);
      expect(Math.abs(height - expected)).toBeLessThanOrEqual(1);
      await noAxeViolations(page, '/');
    });
  });
}

test.describe('carousel autoplay', () => {
  test.use({ viewport: DESKTOP });

  test('stops once the visitor uses the arrows, and while a video plays', async ({ page }) => {
    // The page's clock is ours: "longer than the 5 s autoplay" is run through at once, timers and
    // all, rather than waited for, so a busy machine neither slows nor fools the test.
    await page.clock.install();
    await page.goto('/');
    await useThePage(page);
    const events = page.getByRole('region', { name: 'Event slideshow' });
    await events.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0); // not hovering (hover pauses anyway)
    const current = () => events.locator('[aria-current="true"]').getAttribute('aria-label');
    // Left alone, it moves on by itself: the autoplay the rest of the test sees stopped.
    await expect(events.getByRole('button', { name: 'Next slide' })).toBeVisible();
    const untouched = await current();
    await page.clock.runFor(6_000);
    await expect.poll(current).not.toBe(untouched);

    await events.getByRole('button', { name: 'Next slide' }).click();
    await page.mouse.move(0, 0);
    const after = await current();
    await page.clock.runFor(6_000); // longer than the 5 s autoplay
    expect(await current()).toBe(after);
    await expect(events.getByRole('button', { name: 'Resume slideshow' })).toBeVisible();

    // The players' code comes when their section nears the screen.
    await page.getByRole('heading', { name: 'Featured Videos' }).scrollIntoViewIfNeeded();
    const videos = page.getByRole('region', { name: 'Video slideshow' });
    await videos.scrollIntoViewIfNeeded();
    await expect(videos.getByRole('button', { name: 'Next slide' })).toBeVisible();
    const before = await videos.locator('[aria-current="true"]').getAttribute('aria-label');
    await videos
      .getByRole('button', { name: /^Play video/ })
      .first()
      .click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_000);
    expect(await videos.locator('[aria-current="true"]').getAttribute('aria-label')).toBe(before);
    await expect(videos.getByRole('button', { name: 'Resume slideshow' })).toBeVisible();
  });
});

test('bytes: JavaScript for / with events listed stays within its 135 KB budget; /events reported', async ({
  browser,
}) => {
  for (const path of ['/', '/events']) {
    // A fresh browser each time: nothing comes from the cache.
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const recording = recordJavaScript(page);
    await page.goto(path);
    await useThePage(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = await recording.settled();
    const total = scripts.reduce((sum, file) => sum + file.gzipBytes, 0);
    console.log(
      `JS for ${path} with events (gzip -9): ${(total / 1024).toFixed(1)} KB in ${scripts.length} files: ` +
        scripts.map((file) => `${new URL(file.url).pathname} ${file.gzipBytes}`).join(', '),
    );
    // The journeys' budget for / (BUDGET_FOR_HOME_KB in public-journeys.spec.ts, the site's 135 KB
    // ceiling) holds with a programme on the site too.
    if (path === '/') expect(total).toBeLessThanOrEqual(135 * 1024);
    await context.close();
  }
});
