import { expect, test } from '../support/fixtures';
import { useThePage } from '../support/live-page';
import { isAdminRemoteFile, recordJavaScript, recordRequests } from '../support/network';

test('a visitor clicking through the site never downloads the admin remote', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/');
  await expect(page.getByTestId('status-badge')).toBeVisible();
  // Live, so the clicks below move within the page (the remote's routes), as a visitor's do.
  await useThePage(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, path] of [
    ['EVENTS', '/events'],
    ['VISIT', '/visit'],
    ['ABOUT', '/about'],
  ]) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(path);
    await page.waitForLoadState('networkidle');
  }
  expect(requests.some((url) => url.includes('/remotes/public-site/'))).toBe(true);
  expect(requests.filter(isAdminRemoteFile)).toEqual([]);
});

test('/admin while signed out lands on /login without fetching the admin remote', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/admin');
  await expect(page).toHaveURL('/login');
  await page.waitForLoadState('networkidle');
  expect(requests.filter(isAdminRemoteFile)).toEqual([]);
});

test('the shell and the remote share one copy of React', async ({ page }) => {
  const recording = recordJavaScript(page);
  await page.goto('/');
  await expect(page.getByTestId('status-badge')).toBeVisible();
  await useThePage(page);
  await page.waitForLoadState('networkidle');
  // A string only react-dom's client renderer contains: count the files that carry it.
  const scripts = await recording.settled();
  const withReactDom = scripts.filter((file) => file.body.includes('__reactContainer$'));
  expect(withReactDom.map((file) => new URL(file.url).pathname)).toHaveLength(1);
  // And in the federation share scope exactly one provider's react-dom is loaded (the shell's),
  // however many containers' scope maps refer to it.
  const loaded = await page.evaluate(() => {
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } })
      .__FEDERATION__?.__SHARE__;
    const found: string[] = [];
    for (const scopes of Object.values(share ?? {}) as Record<
      string,
      Record<string, Record<string, { loaded?: boolean; from: string }>>
    >[]) {
      for (const scope of Object.values(scopes)) {
        for (const [version, info] of Object.entries(scope['react-dom'] ?? {})) {
          if (info.loaded) found.push(`${info.from}@${version}`);
        }
      }
    }
    return [...new Set(found)];
  });
  expect(loaded).toEqual(['shell@19.3.1']);
});
