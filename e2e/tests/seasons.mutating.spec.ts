import { expect, test } from '../support/fixtures';
import { apiToken, openAdminPage } from '../support/admin';
import { awayFromMuseumMidnight, museumToday } from '../support/museum-time';
import { axeViolations } from '../support/axe';
import { STAFF_SCREENS, sidewaysOverflow } from '../support/screens';

/**
 * a volunteer sets a winter season and a one-day special opening in the admin, and a
 * visitor sees both on /visit (this week, the season and its dates, the special days ahead, the
 * JSON-LD) and in the home badge. Dates are relative to the museum's today. What was created is
 * removed afterwards (also when a step fails).
 */
const SEASON = 'Winter hours (e2e)';
const NOTE = 'Lantern tour (e2e)';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function museumDay(offset: number) {
  const [y, m, d] = museumToday().split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + offset));
  return { iso: date.toISOString().slice(0, 10), weekday: WEEKDAYS[date.getUTCDay()] };
}

test.describe('seasons and special days', () => {
  let today: ReturnType<typeof museumDay>;
  let tomorrow: ReturnType<typeof museumDay>;
  // The season opens on one weekday only, two days ahead: today is closed in the season and the
  // special opening tomorrow is the next open day, whatever the time of day the test runs.
  let seasonDay: ReturnType<typeof museumDay>;
  let seasonEnd: ReturnType<typeof museumDay>;

  test.beforeAll(async () => {
    // The days are the server's as well for the whole describe: never the minutes before the
    // museum's midnight, which would make "tomorrow" today halfway through.
    test.setTimeout(6 * 60_000);
    await awayFromMuseumMidnight(4);
    today = museumDay(0);
    tomorrow = museumDay(1);
    seasonDay = museumDay(2);
    seasonEnd = museumDay(30);
  });

  test.afterAll(async ({ request }) => {
    const headers = { Authorization: `Bearer ${await apiToken(request)}` };
    const seasons: { id: number; name: string }[] = await (
      await request.get('/api/v1/seasons')
    ).json();
    for (const season of seasons.filter((s) => s.name === SEASON))
      await request.delete(`/api/v1/seasons/${season.id}`, { headers });
    const specialDays: { id: number; note: string | null }[] = await (
      await request.get(`/api/v1/special-days?from=${today.iso}`)
    ).json();
    for (const day of specialDays.filter((s) => s.note === NOTE))
      await request.delete(`/api/v1/special-days/${day.id}`, { headers });
  });

  test('a volunteer sets a winter season and a one-day special opening; visitors see both', async ({
    page,
    browser,
    request,
  }) => {
    await openAdminPage(page, request, '/admin/hours');

    // The season: a name visitors see, native date inputs, one range on one weekday.
    await page.getByRole('button', { name: 'Add a season' }).click();
    const seasonForm = page.getByRole('form', { name: 'Add a season' });
    await seasonForm.getByLabel('Name visitors see').fill(SEASON);
    await expect(seasonForm.getByLabel('First day')).toHaveAttribute('type', 'date');
    await seasonForm.getByLabel('First day').fill(today.iso);
    await seasonForm.getByLabel('Last day').fill(seasonEnd.iso);
    // A new season may start from the regular week's hours; this one starts from an empty week.
    const startFrom = seasonForm.getByLabel('Start from');
    await startFrom.selectOption({ label: 'Regular week' });
    await expect(seasonForm.getByRole('group', { name: /\(season\) range 1$/ })).not.toHaveCount(0);
    await startFrom.selectOption({ label: 'An empty week (every day closed)' });
    await expect(seasonForm.getByRole('group', { name: /\(season\) range 1$/ })).toHaveCount(0);
    await seasonForm
      .getByRole('button', { name: `Add a range to ${seasonDay.weekday} (season)` })
      .click();
    const range = seasonForm.getByRole('group', { name: `${seasonDay.weekday} (season) range 1` });
    await range.getByLabel('Opens').fill('10:00');
    await range.getByLabel('Closes').fill('14:00');
    await seasonForm.getByRole('button', { name: 'Save season' }).click();
    await expect(page.getByText(`Season saved: ${SEASON}.`)).toBeVisible();
    await expect(page.getByTestId('season-card').filter({ hasText: SEASON })).toBeVisible();

    // The special opening tomorrow, with its own hours and a note.
    const specialForm = page.getByRole('form', { name: 'Add a special day' });
    await specialForm.getByLabel('First day').fill(tomorrow.iso);
    await specialForm.getByRole('radio', { name: 'Open with its own hours' }).check();
    const opening = specialForm.getByRole('group', { name: 'the special day range 1' });
    await opening.getByLabel('Opens').fill('17:00');
    await opening.getByLabel('Closes').fill('20:00');
    await specialForm.getByLabel('Note for visitors (optional)').fill(NOTE);
    await specialForm.getByRole('button', { name: 'Save special day' }).click();
    await expect(page.getByText(/^Special day saved: /)).toBeVisible();

    // The admin's 14-day strip shows what visitors will see.
    const strip = page.getByTestId('schedule-strip');
    await expect(strip.locator(`li:has(time[datetime="${tomorrow.iso}"])`)).toContainText(
      '5:00 PM - 8:00 PM',
    );
    await expect(strip.locator(`li:has(time[datetime="${seasonDay.iso}"])`)).toContainText(
      `Season: ${SEASON}`,
    );

    // A visitor (a fresh, signed-out page).
    const visitor = await browser.newPage();
    await visitor.goto(`${process.env.E2E_BASE_URL}/visit`);
    await expect(visitor.getByTestId('open-banner')).toHaveText(
      'CLOSED: Open tomorrow from 5:00 PM to 8:00 PM',
    );
    await expect(visitor.getByTestId('season-in-force')).toContainText(SEASON);
    const week = visitor.getByTestId('week-schedule');
    await expect(week.locator(`tr:has(time[datetime="${tomorrow.iso}"])`)).toContainText(
      `5:00 PM – 8:00 PM${NOTE}`,
    );
    await expect(week.locator(`tr:has(time[datetime="${seasonDay.iso}"])`)).toContainText(
      '10:00 AM – 2:00 PM',
    );
    await expect(week.locator(`tr:has(time[datetime="${today.iso}"])`)).toContainText('Closed');
    await expect(visitor.getByTestId('special-days-ahead')).toContainText(
      `5:00 PM – 8:00 PM (${NOTE})`,
    );
    const jsonLd = JSON.parse(
      (await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(jsonLd.openingHoursSpecification).toContainEqual(
      expect.objectContaining({
        dayOfWeek: `https://schema.org/${seasonDay.weekday}`,
        opens: '10:00',
        closes: '14:00',
        validFrom: today.iso,
        validThrough: seasonEnd.iso,
      }),
    );
    expect(jsonLd.specialOpeningHoursSpecification).toContainEqual(
      expect.objectContaining({
        opens: '17:00',
        closes: '20:00',
        validFrom: tomorrow.iso,
        validThrough: tomorrow.iso,
      }),
    );

    // The home badge and the line derived from the weekly hours in force (the season's).
    await visitor.goto(`${process.env.E2E_BASE_URL}/`);
    await expect(visitor.getByTestId('status-badge')).toHaveText(
      'CLOSED Open tomorrow from 5:00 PM to 8:00 PM',
    );
    await expect(visitor.getByTestId('open-days')).toContainText(seasonDay.weekday);
    await visitor.close();
  });

  for (const [screen, use] of STAFF_SCREENS)
    test.describe(`on a ${screen}`, () => {
      test.use(use);

      test('a new season starts from another season, a day copies another; the forms fit the screen and pass axe', async ({
        page,
        request,
      }) => {
        await openAdminPage(page, request, '/admin/hours');
        await expect(page.getByTestId('schedule-strip')).toBeVisible();
        await page.getByRole('button', { name: 'Add a season' }).click();
        const seasonForm = page.getByRole('form', { name: 'Add a season' });
        // The winter season saved above opens on one weekday only, 10:00 to 14:00.
        await seasonForm.getByLabel('Start from').selectOption({ label: `Season: ${SEASON}` });
        const opens = (day: string) =>
          seasonForm.getByRole('group', { name: `${day} (season) range 1` }).getByLabel('Opens');
        await expect(opens(seasonDay.weekday)).toHaveValue('10:00');
        const other = WEEKDAYS.find((day) => day !== seasonDay.weekday) as string;
        await expect(opens(other)).toHaveCount(0);
        await seasonForm
          .getByLabel(`${other}: same hours as`)
          .selectOption({ label: seasonDay.weekday });
        await expect(opens(other)).toHaveValue('10:00');

        const specialForm = page.getByRole('form', { name: 'Add a special day' });
        await specialForm.getByRole('radio', { name: 'Open with its own hours' }).check();
        // A save with nothing filled in: the errors are shown and named too.
        await specialForm.getByRole('button', { name: 'Save special day' }).click();
        await expect(specialForm.getByText('Choose the date.')).toBeVisible();
        expect(
          await axeViolations(page),
          `axe on /admin/hours with the forms open, ${screen}`,
        ).toEqual([]);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        // Nothing is saved: the season form is left with Cancel.
        await seasonForm.getByRole('button', { name: 'Cancel' }).click();
        await expect(seasonForm).toHaveCount(0);
      });
    });
});
