import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNTS, BACKUPS } from '@furnace/contracts';
import { workspaceRoot } from '../../tools/lib/site-server.cjs';
import { ADMIN, apiToken, openAdminPage } from '../support/admin';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { STAFF_SCREENS, sidewaysOverflow } from '../support/screens';

/**
 * The staff's way around, on a phone and on a laptop, as an untrained volunteer does it: in from
 * the page they were going to, the staff area from the header (the menu on a phone) and the
 * footer, out again; a forgotten password; the admin's Backups page; the History.
 */
for (const [screen, use] of STAFF_SCREENS) {
  test.describe(`on a ${screen}`, () => {
    test.use(use);
    const phone = screen === 'phone';

    test('signing in goes back to the page asked for; header, menu and footer say Staff area and Sign out, which says so', async ({
      page,
    }) => {
      await page.goto('/admin/history');
      await expect(page).toHaveURL('/login');
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password());
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL('/admin/history');
      await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: ACCOUNTS.staffArea }),
      ).toHaveAttribute('href', '/admin');

      await page.goto('/visit');
      // The server's page is signed out: wait until the live page has taken over (the header
      // changes for a signed-in user) and its own part is there (axe checks all of it).
      await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      let header = page.getByRole('banner');
      if (phone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        header = page.getByRole('navigation', { name: 'Mobile' });
        for (const name of ['Membership', 'Donate', 'Site map', ACCOUNTS.yourProfile])
          await expect(header.getByRole('link', { name })).toBeVisible();
      }
      await expect(header.getByRole('button', { name: ACCOUNTS.signOut })).toBeVisible();
      expect(await axeViolations(page), `axe on /visit, signed in, on a ${screen}`).toEqual([]);
      await header.getByRole('link', { name: ACCOUNTS.staffArea }).click();
      await expect(page).toHaveURL('/admin');

      if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
      await header.getByRole('button', { name: ACCOUNTS.signOut }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('status').filter({ hasText: ACCOUNTS.signedOut })).toBeVisible();
      await page.goto('/admin');
      await expect(page).toHaveURL('/login');
    });

    test('"Forgot password?" gives the same answer whether or not the account exists', async ({
      page,
    }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: ACCOUNTS.forgotPasswordLink }).click();
      const form = page.getByRole('form', { name: ACCOUNTS.forgotPasswordTitle });
      const who = form.getByLabel(ACCOUNTS.forgotPasswordField);
      const answers: string[] = [];
      for (const name of [ADMIN.username, `nobody-${screen}@example.org`]) {
        await who.fill(name);
        const answered = page.waitForResponse('**/api/v1/auth/forgot-password');
        await form.getByRole('button', { name: ACCOUNTS.forgotPasswordSend }).click();
        const { message } = await (await answered).json();
        await expect(form.getByRole('status')).toHaveText(message);
        answers.push(message);
      }
      expect([ACCOUNTS.forgotPasswordMailed, ACCOUNTS.forgotPasswordNoMail]).toContain(answers[0]);
      expect(await axeViolations(page), `axe on /login's Forgot password? on a ${screen}`).toEqual(
        [],
      );
      expect(answers[1]).toBe(answers[0]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });

    test('the Backups page lists the kept backups with date and size, the nightly one, and warns when none is 36 hours fresh', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000); // a backup is made first
      const headers = { Authorization: `Bearer ${await apiToken(request)}` };
      const made = await request.post('/api/v1/backups', { headers, timeout: 120_000 });
      expect(made.status()).toBe(201);
      const { name } = await made.json();
      const backups: { name: string; created_at: string; bytes: number }[] = await (
        await request.get('/api/v1/backups', { headers })
      ).json();
      const backup = backups.find((one) => one.name === name) as (typeof backups)[number];
      expect(backup).toBeDefined();
      const { last } = await (await request.get('/api/v1/backups/nightly', { headers })).json();

      await openAdminPage(page, request, '/admin/backups', BACKUPS.title);
      const madeAt = new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'America/New_York',
      }).format(new Date(backup.created_at));
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: `${BACKUPS.download} ${name}` }) });
      await expect(row.getByRole('rowheader')).toHaveText(madeAt);
      await expect(row.getByRole('cell').first()).toHaveText(
        `${(backup.bytes / 1e6).toFixed(1)} MB`,
      );
      const nightly = page.getByRole('region', { name: BACKUPS.nightlyTitle });
      await expect(nightly).toContainText(
        last === null
          ? BACKUPS.nightlyNotYet
          : last.ok
            ? /The last nightly backup, .*, worked\./
            : /The last nightly backup, .*, FAILED: /,
      );
      await expect(page.getByRole('button', { name: BACKUPS.downloadNow })).toBeVisible();
      await expect(page.getByText(BACKUPS.noRecentBackup)).toHaveCount(0);
      expect(await axeViolations(page), `axe on /admin/backups on a ${screen}`).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      // An hour past the limit later (the page's clock): every backup, even one another journey
      // makes meanwhile, is older than that, and the page warns.
      await page.clock.install({
        time: Date.now() + (BACKUPS.STALE_AFTER_HOURS + 1) * 3_600_000,
      });
      await page.reload();
      await expect(
        page.getByRole('alert').filter({ hasText: BACKUPS.noRecentBackup }),
      ).toBeVisible();
    });

    test('History has labelled filters, fits the screen and passes axe', async ({
      page,
      request,
    }) => {
      await openAdminPage(page, request, '/admin/history', 'History');
      await expect(page.getByLabel('What')).toBeVisible();
      await expect(page.getByLabel('Who')).toBeVisible();
      expect(await axeViolations(page), `axe on /admin/history on a ${screen}`).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
}

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
