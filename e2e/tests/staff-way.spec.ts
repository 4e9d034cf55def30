import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNTS, BACKUPS } from '@furnace/contracts';
import { workspaceRoot } from '../../tools/lib/site-server.cjs';
import { ADMIN, openAdminPage } from '../support/admin';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/** The staff's way around, on a phone: in after signing in, the staff area from the menu, out. */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('signing in lands in the staff area; the menu has Staff area, the profile and Sign out, which says so', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/admin');
    await page.goto('/visit');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Membership', 'Donate', 'Site map', ACCOUNTS.yourProfile])
      await expect(menu.getByRole('link', { name })).toBeVisible();
    expect(await axeViolations(page), 'axe with the phone menu open').toEqual([]);
    await menu.getByRole('link', { name: ACCOUNTS.staffArea }).click();
    await expect(page).toHaveURL('/admin');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('button', { name: ACCOUNTS.signOut })
      .click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('status').filter({ hasText: ACCOUNTS.signedOut })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL('/login');
  });
});

test('an admin downloads a backup from the Backups page, and `npm run restore` puts it into a fresh data folder', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // a backup, then a new embedded PostgreSQL for the restore
  await openAdminPage(page, request, '/admin/backups', BACKUPS.title);
  expect(await axeViolations(page), 'axe on /admin/backups').toEqual([]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: BACKUPS.downloadNow }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^museum-.*\.backup\.jsonl\.gz$/);
  await expect(page.getByRole('status').filter({ hasText: 'is ready' })).toBeVisible();

  const root = mkdtempSync(join(tmpdir(), 'e2e-restore-'));
  chmodSync(root, 0o755); // PostgreSQL's own user must reach the new data folder
  try {
    const file = join(root, download.suggestedFilename());
    await download.saveAs(file);
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        [join(workspaceRoot, 'tools/cli.mjs'), 'restore', file],
        { env: { ...process.env, DATA_DIR: join(root, 'data') }, timeout: 150_000 },
        (error, stdout, stderr) =>
          error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
      ),
    );
    expect(output).toMatch(/Restored \d+ rows from .* into /);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
