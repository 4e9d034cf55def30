import { ACCOUNTS } from '@furnace/contracts';
import { expect, test } from '../support/fixtures';
import { apiToken, ownToken, openAdminPage, signInThroughStorage } from '../support/admin';
import { axeViolations } from '../support/axe';
import { PHONE } from '../support/screens';

/**
 * Staff accounts (docs/api.md "Accounts, roles, audit"): an admin invites a volunteer from the
 * Staff page, the volunteer sets a password from the link and signs in as an editor, who does not
 * see (and is refused) the staff pages; disabling them signs them out at once; the History page
 * shows who changed what. The admin works on a laptop, the volunteer on a phone.
 */
test.describe.serial('staff accounts', () => {
  const volunteer = {
    username: `vol${Date.now().toString(36)}`,
    password: 'bellows and slag heap',
  };
  let inviteUrl = '';
  type Day = { day_of_week: string; open_time: string | null; close_time: string | null };
  let original: Record<'Monday' | 'Tuesday', Day>;

  test.beforeAll(async ({ request }) => {
    const { hours } = (await (await request.get('/api/v1/hours')).json()) as { hours: Day[] };
    const day = (name: string) => hours.find((h) => h.day_of_week === name) as Day;
    original = { Monday: day('Monday'), Tuesday: day('Tuesday') };
  });

  test.afterAll(async ({ request }) => {
    for (const day of Object.values(original))
      await request.post('/api/v1/hours/set', {
        headers: { Authorization: `Bearer ${await apiToken(request)}` },
        data: { day: day.day_of_week, start_time: day.open_time, end_time: day.close_time },
      });
  });

  test('an admin invites a volunteer; the link sets the password once; the volunteer signs in as an editor on a phone', async ({
    page,
    browser,
    request,
  }) => {
    await openAdminPage(page, request, '/admin/staff', 'Staff');
    await page.getByLabel('Username').fill(volunteer.username);
    await page.getByLabel('E-mail').fill(`${volunteer.username}@example.org`);
    await page.getByRole('button', { name: 'Create invitation' }).click();
    const link = page.getByLabel('Invitation link');
    await expect(link).toHaveValue(/\/accept-invite\?token=/);
    inviteUrl = await link.inputValue();
    await expect(page.getByRole('rowheader', { name: volunteer.username })).toBeVisible();
    expect(await axeViolations(page), 'axe on /admin/staff').toEqual([]);

    // The volunteer, in a browser of their own on a phone, never signed in.
    const context = await browser.newContext(PHONE);
    const theirs = await context.newPage();
    try {
      await theirs.goto(new URL(inviteUrl).pathname + new URL(inviteUrl).search);
      await expect(
        theirs.getByRole('heading', { level: 1, name: 'Choose your password' }),
      ).toBeVisible();
      await theirs.getByLabel('New password', { exact: true }).fill(volunteer.password);
      await theirs.getByLabel('Repeat the new password').fill(volunteer.password);
      await theirs.getByRole('button', { name: 'Set password' }).click();
      await expect(
        theirs.getByRole('status').filter({ hasText: 'Your password is set.' }),
      ).toBeVisible();
      expect(await axeViolations(theirs), 'axe on /accept-invite').toEqual([]);
      await theirs.getByRole('link', { name: 'Sign in now' }).click();
      await expect(theirs).toHaveURL('/login');
      await theirs.getByLabel('Username').fill(volunteer.username);
      await theirs.getByLabel('Password', { exact: true }).fill(volunteer.password);
      await theirs.getByRole('button', { name: 'Sign in' }).click();
      // "Sign in now" after setting the password leads into the staff area.
      await expect(theirs).toHaveURL('/admin');
      // On a phone the menu has the way back to the staff area, and out.
      await theirs.getByRole('button', { name: 'Open menu' }).click();
      const menu = theirs.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link', { name: ACCOUNTS.staffArea })).toBeVisible();
      await expect(menu.getByRole('button', { name: ACCOUNTS.signOut })).toBeVisible();
      await theirs.getByRole('button', { name: 'Close menu' }).click();
      // An editor's navigation: no Staff; History (their own changes).
      const nav = theirs.getByRole('navigation', { name: 'Admin' });
      await expect(nav.getByRole('link', { name: 'Trash' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'History' })).toBeVisible();

      // The link worked once.
      await theirs.goto(new URL(inviteUrl).pathname + new URL(inviteUrl).search);
      await theirs.getByLabel('New password', { exact: true }).fill('another fine password');
      await theirs.getByLabel('Repeat the new password').fill('another fine password');
      await theirs.getByRole('button', { name: 'Set password' }).click();
      await expect(theirs.getByRole('alert')).toHaveText(/expired or was already used/);
    } finally {
      await context.close();
    }
  });

  test('the volunteer adds a passkey on /profile and signs in with it (Chromium’s virtual authenticator)', async ({
    browser,
  }) => {
    // Browsers take no IP address as a passkey's site: this journey uses http://localhost:PORT.
    const base = new URL(process.env.E2E_BASE_URL as string);
    base.hostname = 'localhost';
    const context = await browser.newContext({ baseURL: base.origin });
    const theirs = await context.newPage();
    try {
      const cdp = await context.newCDPSession(theirs);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await theirs.goto('/login');
      await theirs.getByLabel('Username').fill(volunteer.username);
      await theirs.getByLabel('Password', { exact: true }).fill(volunteer.password);
      await theirs.getByRole('button', { name: 'Sign in' }).click();
      await theirs.getByRole('link', { name: `Welcome, ${volunteer.username}` }).click();
      await expect(theirs).toHaveURL('/profile');
      await theirs.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(
        theirs.getByRole('status').filter({ hasText: 'You can sign in with it now.' }),
      ).toBeVisible();
      await expect(theirs.getByText(/^Passkey 1, added/)).toBeVisible();

      await theirs.goto('/admin');
      await theirs.getByRole('button', { name: 'Logout' }).click();
      await expect(theirs).toHaveURL('/');
      await theirs.goto('/login');
      await theirs.getByRole('button', { name: 'Use a passkey' }).click();
      await expect(
        theirs.getByRole('link', { name: `Welcome, ${volunteer.username}` }),
      ).toBeVisible();
      await theirs.goto('/admin/hours');
      await expect(theirs.getByRole('heading', { level: 1, name: 'Opening Hours' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('an editor is refused the staff list (403) and the page says so', async ({
    page,
    request,
  }) => {
    const token = await ownToken(request, volunteer.username, volunteer.password);
    const refused = await request.get('/api/v1/users', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('Only an admin can do this.');
    await signInThroughStorage(page, request, { username: volunteer.username, token });
    await page.goto('/admin/staff');
    await expect(page.getByRole('alert')).toHaveText(
      'The staff accounts could not be loaded. Please reload the page.',
    );
    // Still signed in: a 403 is not a sign-out.
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('an editor’s change of an hour shows in History in plain words and an admin undoes it; the editor, on a phone, sees only their own and undoes one; disabling the editor signs them out at once', async ({
    page,
    browser,
    request,
  }) => {
    const token = await ownToken(request, volunteer.username, volunteer.password);
    const changed = await request.post('/api/v1/hours/set', {
      headers: { Authorization: `Bearer ${token}` },
      data: { day: 'Monday', start_time: '11:00:00', end_time: '13:00:00' },
    });
    expect(changed.ok()).toBe(true);

    await openAdminPage(page, request, '/admin/history', 'History');
    const change = `${volunteer.username} set Mondays to 11:00 AM - 1:00 PM (was `;
    const row = page.getByRole('row').filter({ hasText: change });
    await expect(row).toBeVisible();
    // The filters are labelled controls.
    await expect(page.getByLabel('What')).toBeVisible();
    await expect(page.getByLabel('Who')).toBeVisible();
    expect(await axeViolations(page), 'axe on /admin/history').toEqual([]);

    // The admin undoes it from its history entry, told first what will happen: Monday is as it was.
    await row.getByRole('button', { name: /^Undo/ }).click();
    await expect(row.getByText(/^Undo sets Mondays back to .* Go ahead\?$/)).toBeVisible();
    await row.getByRole('button', { name: 'Yes, undo' }).click();
    await expect(row.getByRole('status')).toHaveText('The change is reverted.');
    const { hours } = await (await request.get('/api/v1/hours')).json();
    expect(hours.find((h: Day) => h.day_of_week === 'Monday')).toEqual(original.Monday);
    await expect(row.getByText('Undone')).toBeVisible();

    // The volunteer is working in their own browser, on a phone...
    const context = await browser.newContext(PHONE);
    const theirs = await context.newPage();
    try {
      await signInThroughStorage(theirs, request, { username: volunteer.username, token });
      // ...where History shows their own changes only (not the admin's undo).
      await theirs.goto('/admin/history');
      await expect(theirs.getByRole('row').filter({ hasText: change })).toContainText('Undone');
      await expect(theirs.getByRole('row').filter({ hasNotText: volunteer.username })).toHaveCount(
        1,
      );
      expect(await axeViolations(theirs), "axe on an editor's /admin/history on a phone").toEqual(
        [],
      );
      // ...and undoes a change of their own there, told first what will happen.
      expect(
        (
          await request.post('/api/v1/hours/set', {
            headers: { Authorization: `Bearer ${token}` },
            data: { day: 'Tuesday', start_time: '12:00:00', end_time: '14:00:00' },
          })
        ).ok(),
      ).toBe(true);
      await theirs.reload();
      const own = theirs
        .getByRole('row')
        .filter({ hasText: `${volunteer.username} set Tuesdays to 12:00 PM - 2:00 PM (was ` });
      await own.getByRole('button', { name: /^Undo/ }).click();
      await expect(own.getByText(/^Undo sets Tuesdays back to .* Go ahead\?$/)).toBeVisible();
      await own.getByRole('button', { name: 'Yes, undo' }).click();
      await expect(own.getByRole('status')).toHaveText('The change is reverted.');
      await expect(own.getByRole('status')).toBeFocused();
      const after: Day[] = (await (await request.get('/api/v1/hours')).json()).hours;
      expect(after.find((h) => h.day_of_week === 'Tuesday')).toEqual(original.Tuesday);
      await theirs.goto('/admin/hours');
      await expect(theirs.getByRole('heading', { level: 1, name: 'Opening Hours' })).toBeVisible();

      // ...when an admin disables the account.
      await page.goto('/admin/staff');
      await page.getByRole('button', { name: `Disable ${volunteer.username}` }).click();
      await page.getByRole('button', { name: 'Yes, disable' }).click();
      await expect(page.getByRole('status')).toHaveText(
        `${volunteer.username} is disabled and signed out.`,
      );

      // Their token is refused at once: the next page they open sends them to sign in.
      const refused = await request.get('/api/v1/users/me', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(401);
      await theirs.goto('/admin/events');
      await expect(theirs).toHaveURL('/login');
    } finally {
      await context.close();
    }
  });

  test('"Welcome, admin" opens /profile; "Sign out everywhere" ends every session of the account', async ({
    page,
    request,
  }) => {
    const token = await ownToken(request);
    const other = await ownToken(request);
    // "Sign out everywhere" as the shared admin would end every journey's token: the account here is
    // a fresh admin, invited and accepted through the API (the sessions used for that are ended).
    const admin = { Authorization: `Bearer ${token}` };
    const name = `adm${Date.now().toString(36)}`;
    const invited = await (
      await request.post('/api/v1/users', {
        headers: admin,
        data: { username: name, email: `${name}@example.org`, role: 'admin' },
      })
    ).json();
    await request.post('/api/v1/auth/accept-invite', {
      data: {
        token: new URL(invited.invite_url).searchParams.get('token'),
        password: 'forge and anvil set',
      },
    });
    await request.post('/api/v1/auth/logout', { headers: admin });
    await request.post('/api/v1/auth/logout', { headers: { Authorization: `Bearer ${other}` } });
    const mine = await ownToken(request, name, 'forge and anvil set');
    const elsewhere = await ownToken(request, name, 'forge and anvil set');

    await signInThroughStorage(page, request, { username: name, token: mine });
    await page.goto('/');
    await page.getByRole('link', { name: `Welcome, ${name}` }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    expect(await axeViolations(page), 'axe on /profile').toEqual([]);
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
    await expect(page).toHaveURL('/login');
    for (const ended of [mine, elsewhere])
      expect(
        (
          await request.get('/api/v1/users/me', { headers: { Authorization: `Bearer ${ended}` } })
        ).status(),
      ).toBe(401);
  });
});
