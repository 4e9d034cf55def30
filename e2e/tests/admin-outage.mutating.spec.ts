import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@furnace/contracts';
import { allAdminEvents, apiToken, FIXTURES, openAdminPage } from '../support/admin';
import { expect, test } from '../support/fixtures';

const TITLE = `Outage lantern tour ${Date.now()}`;

/**
 * The running site's embedded PostgreSQL: its postmaster and every child (backends, checkpointer,
 * walwriter…). Stopping only the postmaster would leave the pool's open connections answering.
 */
function databaseProcesses(): number[] {
  const pidFile = join(process.env.E2E_DATA_DIR as string, 'postgres/postmaster.pid');
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // the process ended while we looked
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/**
 * A volunteer saves an event while the database is frozen (a real outage, not a faked reply): the
 * API answers 503 (not 401), so the admin keeps them signed in with everything typed and chosen, says
 * so, and the same click after the database is back creates the event once.
 */
test('a save during a database outage keeps the volunteer signed in and the form filled', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openAdminPage(page, request, '/admin/events', 'Events');

  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('Date', { exact: true }).fill('2031-10-31');
  await page.getByLabel('Start time').fill('19:30');
  await page.getByLabel('Description').fill('Walk the furnace by lantern light.');
  await page.getByLabel('Image').setInputFiles(FIXTURES.image);
  await page.getByLabel('Alt text').fill('A lantern by the furnace wall');

  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of frozen) process.kill(pid, 'SIGCONT');
    frozen = [];
  };
  try {
    frozen = databaseProcesses();
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');

    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/events') && r.request().method() === 'POST',
      { timeout: 30_000 },
    );
    await page.getByRole('button', { name: 'Create Event' }).click();
    const reply = await refused;
    expect([reply.status(), reply.headers()['retry-after']]).toEqual([503, '5']);
    await expect(
      page.getByRole('alert').filter({ hasText: MESSAGES.serviceUnavailableTryAgain }),
    ).toBeVisible();
    // Still signed in, nothing typed or chosen lost.
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(TITLE);
    await expect(page.getByLabel('Description')).toHaveValue('Walk the furnace by lantern light.');
    expect(
      await page.getByLabel('Image').evaluate((input) => (input as HTMLInputElement).files?.length),
    ).toBe(1);
  } finally {
    thaw();
  }

  // The database is back: the same button finishes the save, once.
  await expect
    .poll(async () => (await request.get('/api/v1/health/ready')).status(), { timeout: 30_000 })
    .toBe(200);
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.eventCreated })).toBeVisible();
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const events = await allAdminEvents(request, headers);
  const created = events.filter((e) => e.title === TITLE);
  expect(created).toHaveLength(1);
  for (const event of created) await request.delete(`/api/v1/events/${event.id}`, { headers });
});
