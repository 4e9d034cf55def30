import { expect, test } from '../support/fixtures';
import { startThePage } from '../support/live-page';

test('a public remote that cannot be fetched shows a retry inside the chrome, and recovers without a reload', async ({
  page,
}) => {
  let failing = true;
  await page.route('**/remotes/public-site/remoteEntry.js', (route) =>
    failing ? route.fulfill({ status: 500, body: 'deploy in progress' }) : route.continue(),
  );
  await page.goto('/visit');
  // The server's page is whole; the remote is asked for once the visitor uses it.
  await startThePage(page);
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('did not load');
  // The chrome still works: navigation and footer are there.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Site administrator login' })).toBeVisible();

  // A marker that a full page reload would wipe.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  failing = false;
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});

test('a public remote that times out is contained the same way', async ({ page }) => {
  await page.route('**/remotes/public-site/remoteEntry.js', (route) => route.abort('timedout'));
  await page.goto('/');
  await startThePage(page);
  await expect(page.getByRole('alert')).toContainText('did not load');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('with the API down, public pages still render and the hours banner stays quiet', async ({
  page,
}) => {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page came with the status the server read (its answers are inlined), so the
  // badge shows it although the browser cannot reach the API; nothing else is left waiting. The
  // page's own calls to the API have been refused by the time the network is idle.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('status-badge')).toHaveCount(1);
  await expect(page.getByTestId('status-badge')).toContainText(/OPEN|CLOSED/);
  await expect(page.getByText('Loading hours...')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'VISIT' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('$8.00').first()).toBeVisible();
});
