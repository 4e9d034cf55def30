import { expect, test } from '../support/fixtures';
import {
  allAdminEvents,
  apiToken,
  FIXTURES,
  openAdminPage,
  signInWithKeyboard,
  tabTo,
} from '../support/admin';
import { axeViolations } from '../support/axe';
import { PHONE, sidewaysOverflow } from '../support/screens';

const TITLE = `Lantern tour ${Date.now()}`;

/**
 * A volunteer creates an event with an image and a PDF (keyboard everywhere except the operating
 * system's file chooser), a visitor finds it and its PDF, the volunteer edits and deletes it.
 */
test.describe('events', () => {
  test.afterAll(async ({ request }) => {
    // Leave no test event behind if a step failed half-way.
    const headers = { Authorization: `Bearer ${await apiToken(request)}` };
    const events = await allAdminEvents(request, headers);
    for (const event of events.filter((e: { title: string }) => e.title.startsWith(TITLE))) {
      await request.delete(`/api/v1/events/${event.id}`, { headers });
    }
  });

  test('create with image and PDF, find it on /events and /events/{id}, edit it, delete it', async ({
    page,
    browser,
  }) => {
    await page.goto('/admin/events');
    await signInWithKeyboard(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeFocused();

    await tabTo(page, page.getByLabel('Title'));
    await page.keyboard.type(TITLE);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Date', { exact: true })).toBeFocused();
    await page.keyboard.type('10312031'); // month, day, year parts of an en-US date input
    // Tab walks a date or time input's parts before leaving it.
    await tabTo(page, page.getByLabel('Start time'));
    await page.keyboard.type('0730PM');
    await tabTo(page, page.getByLabel('Description'));
    await page.keyboard.type('Walk the furnace by lantern light.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tour program');
    await page.getByLabel('Image').setInputFiles(FIXTURES.image);
    await page.getByLabel('Alt text').fill('A lantern by the furnace wall');
    await page.getByLabel('PDF (optional)').setInputFiles(FIXTURES.pdf);

    const preview = page.getByRole('article', { name: 'Preview of the event card' });
    await expect(preview).toContainText(TITLE);
    await expect(preview).toContainText('October 31, 2031 · 7:30 PM');

    await tabTo(page, page.getByRole('button', { name: 'Create Event' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Event created successfully!' }),
    ).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('');

    const card = page.getByTestId('admin-event').filter({ hasText: TITLE });
    await expect(card).toBeVisible();
    const pdfHref = await card.getByRole('link', { name: /Open the PDF/ }).getAttribute('href');
    const id = /event_info\/(\d+)\.pdf/.exec(pdfHref ?? '')?.[1];
    expect(id).toBeTruthy();

    // A visitor finds it on /events and opens its PDF page.
    const visitor = await browser.newPage(); // a separate, signed-out visitor
    await visitor.goto(`${process.env.E2E_BASE_URL}/events`);
    await expect(visitor.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(visitor.getByText('October 31, 2031').first()).toBeVisible();
    // Its card's picture comes in the card's sizes, and "Add to calendar" gives the API's .ics.
    const visitorCard = visitor.getByTestId('event-card').filter({ hasText: TITLE });
    await expect(visitorCard.locator('img')).toHaveAttribute(
      'srcset',
      new RegExp(`/static/event_images/${id}\\?w=400 400w`),
    );
    const calendarHref = await visitorCard
      .getByRole('link', { name: /Add to calendar/ })
      .getAttribute('href');
    const calendar = await visitor.request.get(`${process.env.E2E_BASE_URL}${calendarHref}`);
    expect(calendar.headers()['content-type']).toContain('text/calendar');
    const ics = await calendar.text();
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toContain('DTSTART;TZID=America/New_York:20311031T193000');
    const smallImage = await visitor.request.get(
      `${process.env.E2E_BASE_URL}/static/event_images/${id}?w=400`,
    );
    expect(smallImage.ok()).toBe(true);
    await visitor.goto(`${process.env.E2E_BASE_URL}/events/${id}`);
    await expect(visitor.getByText('No PDF has been uploaded for this event yet.')).toHaveCount(0);
    const pdf = await visitor.request.get(
      `${process.env.E2E_BASE_URL}/static/event_info/${id}.pdf`,
    );
    expect(pdf.ok()).toBe(true);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Edit: a new title and a later start time, by keyboard.
    await tabTo(page, card.getByRole('button', { name: `Edit ${TITLE}` }));
    await page.keyboard.press('Enter');
    const titleField = card.getByLabel('Title');
    await expect(titleField).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`${TITLE} (updated)`);
    await tabTo(page, card.getByLabel('Start time'));
    await page.keyboard.type('0800PM');
    await expect(card.getByLabel('Start time')).toHaveValue('20:00');
    await tabTo(page, card.getByRole('button', { name: 'Save changes' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: `Changes to "${TITLE} (updated)" saved.` }),
    ).toBeVisible();
    const updated = page.getByTestId('admin-event').filter({ hasText: `${TITLE} (updated)` });
    await expect(updated).toContainText('October 31, 2031 · 8:00 PM');
    await expect(updated.getByRole('button', { name: `Edit ${TITLE} (updated)` })).toBeFocused();

    // Delete, confirmed in the page.
    await page.keyboard.press('Tab');
    await expect(updated.getByRole('button', { name: `Delete ${TITLE} (updated)` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(updated.getByRole('button', { name: 'Cancel' })).toBeFocused();
    // Not final: the question says the event goes to the Trash for 30 days.
    await expect(
      updated.getByRole('group', { name: /goes to the Trash for 30 days/ }),
    ).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: `Deleted "${TITLE} (updated)".` }),
    ).toBeVisible();
    await expect(page.getByTestId('admin-event').filter({ hasText: TITLE })).toHaveCount(0);

    await visitor.goto(`${process.env.E2E_BASE_URL}/events`);
    await expect(visitor.getByRole('heading', { name: 'PROGRAMS AND EVENTS' })).toBeVisible();
    await visitor.waitForLoadState('networkidle');
    await expect(visitor.getByText(TITLE)).toHaveCount(0);
    await visitor.close();
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('deleting an event says first it goes to the Trash for 30 days; the Trash lists it and restores it', async ({
      page,
      request,
    }) => {
      const title = `${TITLE} (phone)`; // the afterAll removes it whatever happens
      const headers = { Authorization: `Bearer ${await apiToken(request)}` };
      const created = await request.post('/api/v1/events', {
        headers,
        multipart: {
          title,
          description: 'A tour on a phone.',
          event_start: '2031-11-01T19:00:00',
          image: FIXTURES.image,
        },
      });
      expect(created.status(), await created.text()).toBe(201);

      await openAdminPage(page, request, '/admin/events', 'Events');
      const card = page.getByTestId('admin-event').filter({ hasText: title });
      await card.getByRole('button', { name: `Delete ${title}` }).click();
      await expect(
        card.getByRole('group', { name: /goes to the Trash for 30 days/ }),
      ).toBeVisible();
      expect(await axeViolations(page), 'axe with the delete question on a phone').toEqual([]);
      await card.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `Deleted "${title}".` }),
      ).toBeVisible();

      await page.goto('/admin/trash');
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toBeVisible();
      expect(await axeViolations(page), 'axe on /admin/trash on a phone').toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await row.getByRole('button', { name: `Restore ${title}` }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `Event restored. "${title}"` }),
      ).toBeVisible();
      await expect(row).toHaveCount(0);
    });
  });
});
