import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSite, type RunningSite } from '../../tools/lib/site-server.cjs';
import { apiToken } from '../support/admin';
import { expect, test } from '../support/fixtures';

/** The running site's embedded PostgreSQL, as a second replica would be given it in DATABASE_URL. */
function firstSiteDatabaseUrl(): string {
  const dataDir = process.env.E2E_DATA_DIR as string;
  const port = readFileSync(join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[3].trim();
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/furnace`;
}

// Friday 2025-07-04, 11:00 in New York: inside the seeded Friday hours (9:00 AM to 4:00 PM).
const AT = '2025-07-04T15:00:00Z';

test('a second API process on the same database answers with a write made through the first', async ({
  request,
}) => {
  test.setTimeout(120_000);
  // Its cache keeps what it read for an hour: within the test only the database's NOTIFY can
  // make it read again, however slow the machine.
  const second: RunningSite = await startSite({
    env: { DATABASE_URL: firstSiteDatabaseUrl(), CACHE_MAX_AGE_MS: String(3_600_000) },
  });
  const statusFromSecond = async () =>
    (await (await request.get(`${second.baseUrl}/api/v1/hours/status?at=${AT}`)).json()) as {
      message: string;
    };
  const setFriday = (start_time: string, end_time: string) =>
    request.post('/api/v1/hours/set', {
      headers: { Authorization: `Bearer ${token}` },
      data: { day: 'Friday', start_time, end_time },
    });
  let token = '';
  try {
    token = await apiToken(request);
    // Warm the second process's cache, so a stale cache would show.
    expect((await statusFromSecond()).message).toBe('Open today from 9:00 AM to 4:00 PM');

    expect((await setFriday('12:00:00', '13:00:00')).ok()).toBe(true);
    const started = Date.now();
    // PostgreSQL NOTIFY reaches the other process within milliseconds (the time is logged; the
    // poll's timeout is only a safety net).
    await expect
      .poll(async () => (await statusFromSecond()).message, { intervals: [5] })
      .toBe('Open today from 12:00 PM to 1:00 PM');
    console.log(`second process reflected the write after ${Date.now() - started} ms`);
    const listed = await (await request.get(`${second.baseUrl}/api/v1/hours`)).json();
    expect(
      listed.hours.find((h: { day_of_week: string }) => h.day_of_week === 'Friday'),
    ).toMatchObject({
      open_time: '12:00:00',
      close_time: '13:00:00',
    });
  } finally {
    if (token) await setFriday('09:00:00', '16:00:00');
    await second.stop();
  }
});
