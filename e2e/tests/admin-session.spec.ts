import { isAdminRemoteFile, recordRequests } from '../support/network';
import { expect, test } from '../support/fixtures';
import { ADMIN, openAdminPage, signInThroughStorage, signInWithKeyboard } from '../support/admin';
import { axeViolations } from '../support/axe';

test('the admin remote loads only after a successful sign-in, never for the sign-in page or a wrong password', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/admin/hours');
  await expect(page).toHaveURL('/login');
  await page.waitForLoadState('networkidle');

  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await page.waitForLoadState('networkidle');
  expect(requests.filter(isAdminRemoteFile)).toEqual([]);

  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin/hours');
  await expect(page.getByRole('heading', { level: 1, name: 'Opening Hours' })).toBeVisible();
  const tokenRequests = requests.filter((url) => url.endsWith('/api/v1/auth/token'));
  expect(tokenRequests).toHaveLength(2);
  const lastSignIn = requests.lastIndexOf(tokenRequests[1]);
  const firstAdminFile = requests.findIndex(isAdminRemoteFile);
  expect(firstAdminFile).toBeGreaterThan(lastSignIn);
});

test("'Required' appears under empty fields after a submit attempt, and nothing is sent", async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Required')).toHaveCount(2);
  expect(requests.filter((url) => url.includes('/auth/token'))).toEqual([]);
});

test('a token that stops working mid-session leads to /login, then back to the same page', async ({
  page,
  request,
}) => {
  // Signed in already (the sign-in form is the subject of the journeys above and below).
  await openAdminPage(page, request, '/admin/events', 'Events');
  await expect(page.getByRole('heading', { name: 'Manage Events' })).toBeVisible();

  // The token expires (here: replaced by garbage) while the page is open.
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}');
    localStorage.setItem('user', JSON.stringify({ ...user, accessToken: 'expired.garbage.token' }));
  });
  // The next signed-in call (the signs list) answers 401.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Signs' })
    .click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  await signInWithKeyboard(page);
  await expect(page).toHaveURL('/admin/signs');
  await expect(page.getByRole('heading', { level: 1, name: 'Signs' })).toBeVisible();
});

test('Logout signs out and goes home; /admin then asks to sign in again', async ({
  page,
  request,
}) => {
  // A session of its own: Logout ends it on the server.
  await signInThroughStorage(page, request, { ownSession: true });
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN.username}` }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /OPEN|CLOSED/ })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/admin');
  await expect(page).toHaveURL('/login');
});

test('axe finds no violations on the sign-in page and on every admin page', async ({
  page,
  request,
}) => {
  // axe over several pages is the heaviest work here: three times the safety net.
  test.slow();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Required')).toHaveCount(2);
  expect(await axeViolations(page), 'axe on /login').toEqual([]);
  await openAdminPage(page, request, '/admin');
  for (const [path, heading, ready] of [
    ['/admin', `Welcome, ${ADMIN.username}`, /OPEN|CLOSED/],
    ['/admin/hours', 'Opening Hours', /Friday/],
    ['/admin/events', 'Events', /Manage Events/],
    ['/admin/signs', 'Signs', /Current signs/],
  ] as const) {
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', {
        name: path === '/admin' ? 'Dashboard' : heading === 'Opening Hours' ? 'Hours' : heading,
      })
      .click();
    await expect(page).toHaveURL(path === '/admin' ? '/admin/' : path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect.soft(await axeViolations(page), `axe on ${path}`).toEqual([]);
  }
  // The edit and confirm states too.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Hours' })
    .click();
  await page.getByRole('button', { name: 'Edit Friday hours' }).click();
  await page.getByRole('button', { name: 'Delete Saturday hours' }).click();
  await page.getByRole('button', { name: 'Add Holiday' }).click();
  await expect(page.getByText('Both date and description are required.')).toBeVisible();
  expect.soft(await axeViolations(page), 'axe on /admin/hours while editing').toEqual([]);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Events' })
    .click();
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('An image file is required')).toBeVisible();
  expect.soft(await axeViolations(page), 'axe on /admin/events with errors').toEqual([]);
});
