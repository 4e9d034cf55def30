import { expect, test } from '../support/fixtures';
import { apiToken, openAdminPage, signInWithKeyboard, tabTo } from '../support/admin';
import { axeViolations } from '../support/axe';
import { STAFF_SCREENS, sidewaysOverflow } from '../support/screens';
import {
  awayFromMuseumMidnight,
  museumDateIn,
  museumToday,
  nextFriday,
} from '../support/museum-time';

/**
 * A volunteer changes Friday's hours and adds a holiday for today, with the keyboard alone, then
 * closes the museum for two days with the site-wide notice in one step, and a visitor sees it all. Everything changed is put back afterwards (also when a step fails).
 */
const SNOW = 'E2E snow day';

test.describe('hours and holidays', () => {
  let originalFriday: { open_time: string | null; close_time: string | null };
  let today: string;

  test.beforeAll(async ({ request }) => {
    // "Today" is the server's too for the whole describe: not in the minutes before the museum's
    // midnight, when the holiday added for today would already be yesterday's.
    test.setTimeout(6 * 60_000);
    await awayFromMuseumMidnight(4);
    today = museumToday();
    const { hours } = await (await request.get('/api/v1/hours')).json();
    originalFriday = hours.find((h: { day_of_week: string }) => h.day_of_week === 'Friday');
  });

  test.afterAll(async ({ request }) => {
    const headers = { Authorization: `Bearer ${await apiToken(request)}` };
    await request.post('/api/v1/hours/set', {
      headers,
      data: {
        day: 'Friday',
        start_time: originalFriday.open_time,
        end_time: originalFriday.close_time,
      },
    });
    if (today)
      await request.post('/api/v1/holidays/set', {
        headers,
        data: { date: today, description: null },
      });
    const closures = await request.get(`/api/v1/special-days?from=${today}`);
    for (const day of (await closures.json()) as { id: number; reason: string | null }[])
      if (day.reason === SNOW) await request.delete(`/api/v1/special-days/${day.id}`, { headers });
    const alerts = await request.get('/api/v1/alerts/recent', { headers });
    for (const alert of (await alerts.json()) as { id: number; message: string }[])
      if (alert.message.startsWith(`Closed today: ${SNOW}.`))
        await request.delete(`/api/v1/alerts/${alert.id}`, { headers });
  });

  test("a volunteer changes Friday's hours and visitors see the new message", async ({
    page,
    request,
  }) => {
    await page.goto('/admin/hours');
    await signInWithKeyboard(page);
    await expect(page).toHaveURL('/admin/hours');
    await expect(page.getByTestId('hours-Friday')).toHaveText('9:00 AM - 4:00 PM');

    await tabTo(page, page.getByRole('button', { name: 'Edit Friday hours' }));
    await page.keyboard.press('Enter');
    const opens = page.getByLabel('Opens');
    await expect(opens).toBeFocused();
    await page.keyboard.type('1030AM');
    // Tab walks a time input's hour, minute and AM/PM parts before leaving it.
    await tabTo(page, page.getByLabel('Closes'));
    await page.keyboard.type('0300PM');
    await expect(opens).toHaveValue('10:30');
    await expect(page.getByLabel('Closes')).toHaveValue('15:00');
    await page.keyboard.press('Enter');

    // The answer is in Friday's row, beside the buttons used.
    const fridayRow = page.getByRole('listitem').filter({ has: page.getByTestId('hours-Friday') });
    await expect(fridayRow.getByRole('status')).toHaveText('Hours updated successfully.');
    await expect(page.getByTestId('hours-Friday')).toHaveText('10:30 AM - 3:00 PM');
    // Focus returns to the row's Edit button.
    await expect(page.getByRole('button', { name: 'Edit Friday hours' })).toBeFocused();

    // The admin preview for next Friday at 11:00, driven by keyboard.
    const friday = nextFriday();
    await tabTo(page, page.getByLabel('Date', { exact: true }).first());
    await page.getByLabel('Date', { exact: true }).first().fill(friday);
    await tabTo(page, page.getByLabel('Time', { exact: true }));
    await page.keyboard.type('1100AM');
    await tabTo(page, page.getByRole('button', { name: 'Show what visitors would see' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('At this date and time visitors would see:')).toContainText(
      'OPEN: Open today from 10:30 AM to 3:00 PM',
    );

    // What a visitor's page asks the API, at that moment.
    const status = await (await request.get(`/api/v1/hours/status?at=${friday}T11:00:00`)).json();
    expect(status).toEqual({ status: 'OPEN', message: 'Open today from 10:30 AM to 3:00 PM' });
  });

  test("a volunteer adds a holiday for today, then closes two days with the notice; visitors see 'Closed for …'", async ({
    page,
    browser,
    request,
  }) => {
    await openAdminPage(page, request, '/admin/hours');
    await expect(
      page.getByRole('heading', { name: 'Holidays and Special Closures' }),
    ).toBeVisible();

    // Both fields are required, said in the alert region.
    await tabTo(page, page.getByRole('button', { name: 'Add Holiday' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Both date and description are required.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Date', { exact: true }).last()).toBeFocused();

    // A date picker: filled as YYYY-MM-DD whatever the browser's locale shows.
    await page.getByLabel('Date', { exact: true }).last().fill(today);
    await tabTo(page, page.getByLabel('Description', { exact: true }));
    await page.keyboard.type('Furnace repairs');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: `Holiday added: ${today}` }),
    ).toBeVisible();
    await expect(
      page.getByTestId('holiday-card').filter({ hasText: 'Furnace repairs' }),
    ).toBeVisible();

    // A visitor (a fresh, signed-out page) sees the closure.
    const visitor = await browser.newPage(); // a separate, signed-out visitor
    await visitor.goto(`${process.env.E2E_BASE_URL}/visit`);
    await expect(visitor.getByText('Closed for Furnace repairs').first()).toBeVisible();

    // Remove it again, with the in-page confirmation.
    // From the date picker (a stop per part of the date) round the whole page to the new card.
    await tabTo(page, page.getByRole('button', { name: `Delete holiday ${today}` }), 120);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: `Holiday removed: ${today}.` }),
    ).toBeVisible();
    await expect(page.getByTestId('holiday-card')).toHaveCount(0);

    // One form closes the museum for several days and posts the notice in the same step.
    const form = page.getByRole('form', { name: 'Close the museum' });
    await form.getByLabel('Date', { exact: true }).fill(today);
    await form.getByLabel('Last day (leave empty for one day)').fill(museumDateIn(1));
    await form.getByLabel('Description', { exact: true }).fill(SNOW);
    await form.getByLabel('Note for visitors (optional)').fill('Stay safe.');
    await form.getByRole('checkbox', { name: /Closed today: …/ }).check();
    await form.getByRole('button', { name: 'Add Holiday' }).click();
    // The answer sits beside the button; both days are listed as closures.
    await expect(form.getByRole('status')).toHaveText(
      `Closure added: ${today} to ${museumDateIn(1)}, ${SNOW}. Notice published: visitors see it above every page until the end of the closure.`,
    );
    await expect(page.getByTestId('holiday-card').filter({ hasText: SNOW })).toHaveCount(2);

    // The visitor sees the closure and the notice above the page.
    await visitor.reload();
    await expect(visitor.getByText(`Closed for ${SNOW}`).first()).toBeVisible();
    await expect(visitor.getByText(`Closed today: ${SNOW}. Stay safe.`)).toBeVisible();
    await visitor.close();
  });

  for (const [screen, use] of STAFF_SCREENS)
    test.describe(`on a ${screen}`, () => {
      test.use(use);

      test('Close the museum asks before a past date and before replacing a closure; the closure shows in the list and the strip; Delete answers beside itself', async ({
        page,
        request,
      }) => {
        const headers = { Authorization: `Bearer ${await apiToken(request)}` };
        const day = museumDateIn(screen === 'phone' ? 5 : 6); // within the 14-day strip
        const closure = `E2E closure (${screen})`;
        const setHoliday = (description: string | null) =>
          request.post('/api/v1/holidays/set', { headers, data: { date: day, description } });
        expect((await setHoliday('E2E staff training')).ok()).toBe(true);
        try {
          await openAdminPage(page, request, '/admin/hours', 'Opening Hours');
          const form = page.getByRole('form', { name: 'Close the museum' });
          await form.getByLabel('Date', { exact: true }).fill(museumDateIn(-3));
          await form.getByLabel('Description', { exact: true }).fill(closure);
          await form.getByRole('button', { name: 'Add Holiday' }).click();
          const past = form.getByRole('group', {
            name: /is in the past: visitors will not see it/,
          });
          await expect(past).toBeVisible();
          expect(await axeViolations(page), `axe with a question open on a ${screen}`).toEqual([]);
          expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
          await past.getByRole('button', { name: 'Cancel' }).click();
          await expect(past).toHaveCount(0);
          await expect(page.getByTestId('holiday-card').filter({ hasText: closure })).toHaveCount(
            0,
          );

          // The same day as another closure: asked first, then that closure is replaced.
          await form.getByLabel('Date', { exact: true }).fill(day);
          await form.getByRole('button', { name: 'Add Holiday' }).click();
          const replace = form.getByRole('group', {
            name: /^The museum is already closed on .* \(E2E staff training\)\. Replace that closure\?$/,
          });
          await replace.getByRole('button', { name: 'Yes, replace it' }).click();
          await expect(form.getByRole('status')).toHaveText(new RegExp(`^Holiday added: ${day}`));
          await expect(form.getByRole('status')).toBeFocused();
          const card = page.getByTestId('holiday-card').filter({ hasText: closure });
          await expect(card).toBeVisible();
          await expect(
            page.getByTestId('holiday-card').filter({ hasText: 'E2E staff training' }),
          ).toHaveCount(0);
          await expect(
            page.getByTestId('schedule-strip').locator(`li:has(time[datetime="${day}"])`),
          ).toContainText(`Closed for ${closure}`);

          // Deleting it answers above the list (its card and button are gone), focused.
          await card.getByRole('button', { name: `Delete holiday ${day}` }).click();
          await card.getByRole('button', { name: 'Yes, remove' }).click();
          const removed = page.getByRole('status').filter({ hasText: `Holiday removed: ${day}.` });
          await expect(removed).toBeFocused();
          await expect(form.getByRole('status')).toHaveCount(0); // the form's answer is cleared
          await expect(card).toHaveCount(0);
        } finally {
          await setHoliday(null);
        }
      });
    });
});
