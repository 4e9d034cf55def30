import { EVENTS_ADMIN_TEXTS as T, EVENTS_PUBLIC, MESSAGES } from '@furnace/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  ADMIN,
  FIXTURES,
  allAdminEvents,
  apiToken,
  ownToken,
  openAdminPage,
  signInThroughStorage,
} from '../support/admin';
import { axeViolations } from '../support/axe';

const STAMP = Date.now();
const SERIES = `Saturday furnace tour ${STAMP}`;
const KEPT = `Forge night ${STAMP}`;
const PHOTO = `Casting day ${STAMP}`;

/** A Saturday two to three weeks ahead, as YYYY-MM-DD (the series' first date). */
function saturdayAhead(): string {
  const day = new Date(Date.now() + 14 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Listed {
  id: number;
  title: string;
  occurrence_date?: string;
  status: string;
  status_note: string;
}

/** What a visitor gets: the public listing and the calendar feed (no token). */
async function publicView(request: APIRequestContext) {
  const listing: Listed[] = await (await request.get('/api/v1/events')).json();
  const ics = await (await request.get('/api/v1/events.ics')).text();
  return { listing: listing.filter((event) => event.title === SERIES), ics };
}

/** The VEVENT blocks of a feed that carry `title`. */
const veventsOf = (ics: string, title: string) =>
  ics
    .replace(/\r\n[ \t]/g, '') // unfold long lines
    .split('BEGIN:VEVENT')
    .slice(1)
    .filter((block) => block.includes(`SUMMARY:${title}`));

async function fillEvent(page: Page, title: string, date: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Start time').fill('10:00');
  await page.getByLabel(T.endTime).fill('11:30');
  await page.getByLabel('Description').fill('Around the furnace with a volunteer guide.');
  await page.getByLabel(T.locationLabel).fill('Casting shed');
  await page.getByLabel(T.priceLabel).fill('$5, children free');
  await page.getByLabel('Image').setInputFiles(FIXTURES.image);
  await page.getByLabel('Alt text').fill('Volunteers at the furnace mouth');
}

test.describe('events: a whole lifecycle', () => {
  test.afterAll(async ({ request }) => {
    // Leave no test event behind if a step failed half-way.
    const headers = { Authorization: `Bearer ${await apiToken(request)}` };
    const events = await allAdminEvents<Listed>(request, headers);
    for (const event of events.filter((e) => [SERIES, KEPT, PHOTO].includes(e.title)))
      await request.delete(`/api/v1/events/${event.id}`, { headers });
  });

  test('a volunteer creates a recurring draft, publishes it and cancels one date; visitors see each step', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const first = saturdayAhead();
    await signInThroughStorage(page, request);
    await page.setViewportSize({ width: 375, height: 800 }); // a phone
    await page.goto('/admin/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

    await fillEvent(page, SERIES, first);
    await page.getByLabel(T.repeatWeekly).check();
    await page.getByLabel(T.countLabel, { exact: true }).fill('4');
    const dates = page.getByRole('region', { name: 'All 4 dates' });
    await expect(dates.getByRole('listitem')).toHaveCount(4);
    await page.getByLabel(T.publishDraft).check();
    // The whole form fits a phone's width, and axe finds nothing on it.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), 'axe on the filled create form, 375 px').toEqual([]);

    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: MESSAGES.eventCreated }),
    ).toBeAttached();
    const card = page.getByTestId('admin-event').filter({ hasText: SERIES });
    await expect(card).toContainText(MESSAGES.eventCreated);
    await expect(card).toBeInViewport();
    await expect(card).toContainText(T.draftBadge);
    // Staff see the draft's picture (fetched with their token: it is not public yet).
    const picture = card.getByRole('img');
    await expect(picture).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // A draft: not in the public listing nor the calendar feed.
    let seen = await publicView(request);
    expect(seen.listing).toEqual([]);
    expect(veventsOf(seen.ics, SERIES)).toEqual([]);
    const all = await allAdminEvents<Listed>(request, {
      Authorization: `Bearer ${await apiToken(request)}`,
    });
    const seriesId = all.find((event) => event.title === SERIES)?.id;
    expect(seriesId).toBeDefined();
    const visitor = await page
      .context()
      .browser()
      ?.newPage({ viewport: { width: 375, height: 800 } });
    if (!visitor) throw new Error('no browser');
    await visitor.goto(`/events/${seriesId}`);
    await expect(visitor.getByText(EVENTS_PUBLIC.eventNotFound)).toBeVisible();
    await visitor.goto('/events');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByTestId('event-card').filter({ hasText: SERIES })).toHaveCount(0);

    // Published: each of the four dates is listed, and in the feed.
    await card.getByRole('button', { name: `${T.publishButton} ${SERIES}` }).click();
    await expect(page.getByText(T.published(SERIES))).toBeVisible();
    await expect(card).not.toContainText(T.draftBadge);
    await expect
      .poll(async () => (await publicView(request)).listing.map((e) => e.occurrence_date))
      .toEqual([first, addDays(first, 7), addDays(first, 14), addDays(first, 21)]);
    seen = await publicView(request);
    expect(seen.listing.every((e) => e.status === 'scheduled')).toBe(true);
    expect(veventsOf(seen.ics, SERIES)).toHaveLength(4);

    // One date cancelled, from the edit form's list of dates.
    const second = addDays(first, 7);
    await card.getByRole('button', { name: `Edit ${SERIES}` }).click();
    const form = page.getByRole('form', { name: `Edit ${SERIES}` });
    const secondItem = form
      .getByRole('region', { name: 'All 4 dates' })
      .getByRole('listitem')
      .nth(1);
    await secondItem.getByRole('button', { name: new RegExp(`^${T.cancelDate}:`) }).click();
    await secondItem.getByLabel(T.cancelDateNote).fill('Ice on the path');
    await secondItem.getByRole('button', { name: T.confirmCancelDate }).click();
    await expect(secondItem).toContainText('Cancelled: Ice on the path');
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), 'axe on the edit form with its dates').toEqual([]);

    await expect
      .poll(async () =>
        (await publicView(request)).listing.map((e) => [e.occurrence_date, e.status]),
      )
      .toEqual([
        [first, 'scheduled'],
        [second, 'cancelled'],
        [addDays(first, 14), 'scheduled'],
        [addDays(first, 21), 'scheduled'],
      ]);
    seen = await publicView(request);
    expect(seen.listing[1].status_note).toBe('Ice on the path');
    const events = veventsOf(seen.ics, SERIES);
    expect(events).toHaveLength(4);
    const cancelled = events.filter((block) => block.includes('STATUS:CANCELLED'));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toContain(`DTSTART;TZID=America/New_York:${second.replaceAll('-', '')}`);

    // A visitor (not signed in) sees the four dates on /events, the second marked cancelled with
    // its note, and that date's own page says so, in its text and its structured data.
    await visitor.goto('/events');
    const visitorCards = visitor.getByTestId('event-card').filter({ hasText: SERIES });
    await expect(visitorCards).toHaveCount(4);
    await expect(visitorCards.nth(1)).toContainText('Cancelled');
    await expect(visitorCards.nth(1)).toContainText('Ice on the path');
    await expect(visitorCards.nth(0)).not.toContainText('Cancelled');
    await visitor.goto(`/events/${seriesId}?date=${second}`);
    await expect(visitor.getByRole('heading', { level: 1, name: SERIES })).toBeVisible();
    await expect(visitor.getByRole('main')).toContainText('Cancelled');
    await expect(visitor.getByRole('main')).toContainText('Ice on the path');
    await expect(visitor.getByRole('main')).toContainText('Casting shed');
    // The event's JSON-LD comes with the live page (the server's HTML carries the museum's).
    await expect
      .poll(async () =>
        (await visitor.locator('script[type="application/ld+json"]').allTextContents()).join('\n'),
      )
      .toContain('https://schema.org/EventCancelled');
    await visitor.close();

    // Opened again later, the edit form reads the date's status back, with the way to undo it.
    await page.reload();
    await card.getByRole('button', { name: `Edit ${SERIES}` }).click();
    const again = form.getByRole('region', { name: 'All 4 dates' }).getByRole('listitem').nth(1);
    await expect(again).toContainText('Cancelled: Ice on the path');
    await expect(
      again.getByRole('button', { name: new RegExp(`^${T.restoreDate}:`) }),
    ).toBeVisible();
    // "Cancel" in the editor means one date; leaving the editor is said in other words.
    await expect(form.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
    await form.getByRole('button', { name: T.closeEditor }).click();
    await expect(form).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Edit ${SERIES}` })).toBeFocused();
  });

  test('a session that ends mid-create asks to sign in over the page, then finishes the create with everything kept', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await ownToken(request);
    await openAdminPage(page, request, '/admin/events', 'Events', { token });
    await fillEvent(page, KEPT, saturdayAhead());
    await page.getByLabel('PDF (optional)').setInputFiles(FIXTURES.pdf);

    // The session ends on the server (as when it expires or is revoked) while the form is filled.
    const ended = await request.post('/api/v1/auth/logout', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(ended.ok()).toBe(true);

    await page.getByRole('button', { name: 'Create Event' }).click();
    const dialog = page.getByRole('dialog', { name: T.sessionEndedTitle });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL('/admin/events'); // still on the page, nothing navigated away
    await expect(dialog.getByLabel('Username')).toHaveValue(ADMIN.username);
    await expect(dialog.getByLabel('Password')).toBeFocused();
    expect(await axeViolations(page), 'axe with the sign-in dialog open').toEqual([]);

    await dialog.getByLabel('Password').fill(ADMIN.password());
    await dialog.getByRole('button', { name: T.signInAndSave }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: MESSAGES.eventCreated }),
    ).toBeAttached();
    await expect(page.getByTestId('admin-event').filter({ hasText: KEPT })).toBeInViewport();

    // Everything typed and chosen arrived: fields, image and PDF.
    const headers = { Authorization: `Bearer ${await apiToken(request)}` };
    const all: (Listed & {
      location: string;
      price_text: string;
      image_alt: string;
      end_date: string;
      image: string;
      pdf: string | null;
    })[] = await allAdminEvents(request, headers);
    const created = all.filter((event) => event.title === KEPT);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      location: 'Casting shed',
      price_text: '$5, children free',
      image_alt: 'Volunteers at the furnace mouth',
    });
    expect(created[0].end_date).toMatch(/T11:30:00$/);
    expect((await request.get(created[0].image)).ok()).toBe(true);
    expect(created[0].pdf).not.toBeNull();
    expect((await request.get(created[0].pdf as string)).ok()).toBe(true);
  });

  test('uploads are checked in the browser: a text file named .png is refused by name, a photo over 10 MB is made smaller first', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await openAdminPage(page, request, '/admin/events', 'Events');
    const image = page.getByLabel('Image');
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/events')) uploads.push(r.url());
    });

    await image.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('These are my notes, not a picture.'),
    });
    await expect(page.getByText(T.wrongImageType('notes.png'))).toBeVisible();

    // A noisy 3000 x 2000 PNG, as big as a phone photo (over 10 MB), drawn by the browser itself.
    const photo = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 3000;
      canvas.height = 2000;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const pixels = context.createImageData(canvas.width, canvas.height);
      for (let i = 0; i < pixels.data.length; i++)
        pixels.data[i] = i % 4 === 3 ? 255 : (Math.random() * 256) | 0;
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b as Blob), 'image/png'),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    });
    const buffer = Buffer.from(photo, 'base64');
    expect(buffer.length).toBeGreaterThan(10 * 1024 * 1024);
    await image.setInputFiles({ name: 'IMG_2040.png', mimeType: 'image/png', buffer });
    await expect(
      page.getByText(/"IMG_2040.png" was \d+(\.\d)? MB; it was made smaller/),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(T.wrongImageType('notes.png'))).toHaveCount(0);
    expect(uploads).toEqual([]); // nothing was sent while checking

    // The smaller copy is what goes, and the API takes it.
    await page.getByLabel('Title').fill(PHOTO);
    await page.getByLabel('Date', { exact: true }).fill(saturdayAhead());
    await page.getByLabel('Start time').fill('09:00');
    await page.getByLabel('Description').fill('Pouring day.');
    await page.getByLabel('Alt text').fill('Molten iron running into the sand moulds');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.eventCreated })).toBeAttached({
      timeout: 30_000,
    });
    expect(uploads).toHaveLength(1);
  });
});

test.describe('signs: a title, a short text and a printable QR code', () => {
  const SIGN = `wheel-${STAMP}`;
  test.afterAll(async ({ request }) => {
    const headers = { Authorization: `Bearer ${await apiToken(request)}` };
    await request.delete(`/api/v1/signs/${SIGN}`, { headers });
  });

  test("staff write a sign's title and text on a phone; the printable view shows the title, the code and its address", async ({
    page,
    request,
  }) => {
    await signInThroughStorage(page, request);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/signs');
    await page.getByLabel('Name').fill(SIGN);
    await page.getByLabel('PDF', { exact: true }).setInputFiles(FIXTURES.pdf);
    await page.getByRole('button', { name: 'Upload sign' }).click();
    const details = page.getByRole('form', { name: `Title and text of ${SIGN}` });
    await details.getByLabel(T.signTitleLabel).fill('The Great Wheel');
    await details.getByLabel(T.signSummaryLabel).fill('It drove the bellows for sixty years.');
    await details.getByRole('button', { name: T.saveSignDetails }).click();
    await expect(page.getByText(T.signDetailsSaved(SIGN))).toBeVisible();
    const signPage = await (await request.get(`/api/v1/signs/${SIGN}`)).json();
    expect(signPage).toMatchObject({
      title: 'The Great Wheel',
      summary: 'It drove the bellows for sixty years.',
    });

    await page.getByRole('button', { name: `${T.printQr} of ${SIGN}` }).click();
    const view = page.getByRole('region', { name: 'The Great Wheel' });
    await expect(view.getByRole('img')).toBeVisible();
    await expect(view).toContainText(`${T.qrEncodes} `);
    await expect(view).toContainText(`/signs/${SIGN}`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), 'axe on the printable QR code, 375 px').toEqual([]);
    await view.getByRole('button', { name: T.backToSigns }).click();
    await expect(page.getByRole('button', { name: `${T.printQr} of ${SIGN}` })).toBeFocused();
  });
});
