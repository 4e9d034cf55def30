import { expect, test } from '../support/fixtures';
import { withSteadyStatus } from '../support/museum-time';

test('the home page shows the live OPEN/CLOSED status computed by the API', async ({
  page,
  request,
}) => {
  const badge = page.getByTestId('status-badge');
  const panel = page.getByTestId('status-panel');
  // Read between two readings of the API's status, so an opening or a closing in between cannot
  // make the page and the API disagree.
  const { status: api, observed } = await withSteadyStatus(request, async () => {
    await page.goto('/');
    await expect(panel).toHaveText(/^The museum is now (OPEN|CLOSED)$/);
    return { badge: await badge.textContent(), panel: await panel.textContent() };
  });
  expect(['OPEN', 'CLOSED']).toContain(api.status);
  expect(observed.badge).toContain(api.status);
  expect(observed.badge).toContain(api.message);
  expect(observed.panel).toBe(`The museum is now ${api.status}`);
  await expect(page.getByText('Open Friday through Sunday')).toBeVisible();
});

test("the badge comes with the server's page, before any script, its picture being inside the page", async ({
  page,
}) => {
  // No script arrives (a slow phone line): what the HTML and its stylesheets show by themselves.
  await page.route('**/*.js*', (route) => route.abort());
  await page.goto('/');
  const picture = page.locator('header:has(#home-title) > img');
  await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  const badge = page.getByTestId('status-badge');
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText(/^(OPEN|CLOSED) \S/);
  // The same badge beside a picture that has not loaded (none at this address): hidden.
  await picture.evaluate((image) => image.setAttribute('src', '/no-such-picture.svg'));
  await expect(badge).toBeHidden();
});

test('the status follows the hours stored in PostgreSQL (seeded museum hours)', async ({
  request,
}) => {
  const { hours } = await (await request.get('/api/v1/hours')).json();
  const byDay = Object.fromEntries(hours.map((h: { day_of_week: string }) => [h.day_of_week, h]));
  expect(byDay.Friday.open_time).toBe('09:00:00');
  expect(byDay.Sunday.open_time).toBe('12:00:00');
  expect(byDay.Monday.open_time).toBeNull();

  // A Friday at 10:00 in New York is inside the museum's hours; a Monday is not.
  const friday = await (await request.get('/api/v1/hours/status?at=2026-11-20T15:00:00Z')).json();
  expect(friday).toEqual({ status: 'OPEN', message: 'Open today from 9:00 AM to 4:00 PM' });
  const monday = await (await request.get('/api/v1/hours/status?at=2026-11-23T15:00:00Z')).json();
  expect(monday).toEqual({ status: 'CLOSED', message: 'Open Friday from 9:00 AM to 4:00 PM' });
});
