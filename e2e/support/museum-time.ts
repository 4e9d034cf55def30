import type { APIRequestContext } from '@playwright/test';
import type { HoursStatus } from '@furnace/contracts';

/**
 * The museum's calendar and clock as the journeys see them. The server reads the real clock in
 * America/New_York; so do these, whatever the machine's own time zone. A journey that compares a
 * date it computed with one the server computed must not straddle the museum's midnight, and one
 * that compares the OPEN/CLOSED status with a page must not straddle an opening or a closing:
 * the helpers below make sure of both without depending on how fast the machine is.
 */
const MUSEUM_TIME_ZONE = 'America/New_York';

/** Today's date where the museum is (America/New_York unless configured otherwise), YYYY-MM-DD. */
export function museumToday(timeZone = MUSEUM_TIME_ZONE, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The museum date `days` after today (negative: before), YYYY-MM-DD. */
export function museumDateIn(days: number): string {
  const [y, m, d] = museumToday().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The next Friday after today (museum calendar), YYYY-MM-DD. */
export function nextFriday(): string {
  const [y, m, d] = museumToday().split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() !== 5);
  return date.toISOString().slice(0, 10);
}

/**
 * Resolves when the museum's date will stay the same for at least `minutes`: at once, except in
 * the last `minutes` before the museum's midnight, when it waits for the new day. Call it before a
 * journey that computes "today" and later compares it with what the server shows, and give that
 * journey a test timeout that covers the wait (`minutes` plus its own run).
 */
export async function awayFromMuseumMidnight(minutes = 5): Promise<void> {
  const today = museumToday();
  if (museumToday(MUSEUM_TIME_ZONE, new Date(Date.now() + minutes * 60_000)) === today) return;
  while (museumToday() === today) await new Promise((resolve) => setTimeout(resolve, 1000));
}

/**
 * Runs `observe` between two readings of the API's OPEN/CLOSED status and returns what it
 * observed with the status that held throughout. When the status changed in between (an opening,
 * a closing or midnight fell inside), the observation proves nothing either way, so it is made
 * again; a status changes at most a few times a day, so a second or third try has a steady one.
 */
export async function withSteadyStatus<T>(
  request: APIRequestContext,
  observe: () => Promise<T>,
): Promise<{ status: HoursStatus; observed: T }> {
  const read = async (): Promise<HoursStatus> => (await request.get('/api/v1/hours/status')).json();
  for (let attempt = 1; ; attempt++) {
    const before = await read();
    const observed = await observe();
    const after = await read();
    if (before.status === after.status && before.message === after.message)
      return { status: before, observed };
    if (attempt === 3) throw new Error('The museum status changed during each of three readings');
  }
}
