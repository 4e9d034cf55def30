import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startSite, type RunningSite } from '../../tools/lib/site-server.cjs';
import { apiToken } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { nginxBinary, nginxErrors, startNginx, type RunningNginx } from '../support/nginx';

/**
 * nginx in front of two API processes on one PostgreSQL, as docs/operations.md sets it up. One
 * process is killed (SIGKILL) under steady visitor traffic and staff writes: no visitor request
 * fails, and every write is in the database exactly once.
 */

/** The running site's PostgreSQL, which both API processes are given as DATABASE_URL. */
function siteDatabaseUrl(): string {
  const dataDir = process.env.E2E_DATA_DIR as string;
  const port = readFileSync(join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[3].trim();
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/furnace`;
}

const VISITOR_PATHS = [
  '/api/v1/hours/status',
  '/api/v1/hours',
  '/api/v1/events',
  '/api/v1/holidays',
  '/api/v1/hours/status?at=2025-07-04T15:00:00Z',
];
const WRITES = 40;
/** Dates nothing else uses: one holiday per write. */
const dateOf = (i: number) =>
  new Date(Date.UTC(2031, 0, 1 + i)).toISOString().slice(0, 10) as string;
const PREFIX = 'Load-balancer test';

test('nginx in front of two API processes: one killed under traffic, no visitor request fails, every write lands once', async ({
  request,
}) => {
  test.setTimeout(180_000);
  // Without nginx this fails here, saying how to install it: never a silent skip.
  nginxBinary();
  const token = await apiToken(request);
  const env = {
    DATABASE_URL: siteDatabaseUrl(),
    // Both processes must accept the staff token the running site issued.
    JWT_SECRET: readFileSync(join(process.env.E2E_DATA_DIR as string, 'jwt-secret'), 'utf8').trim(),
  };
  const sites: RunningSite[] = [];
  let nginx: RunningNginx | undefined;
  try {
    sites.push(await startSite({ env }), await startSite({ env }));
    const [victim, survivor] = sites;
    const address = (site: RunningSite) => new URL(site.baseUrl).host;
    nginx = await startNginx(sites.map(address));
    const lb = nginx.baseUrl;

    const failures: string[] = [];
    const servedBy = new Map<string, number>();
    let visits = 0;
    let stop = false;
    const visitor = async (n: number) => {
      for (let i = n; !stop; i++) {
        const path = VISITOR_PATHS[i % VISITOR_PATHS.length];
        try {
          const response = await fetch(`${lb}${path}`);
          await response.arrayBuffer();
          visits++;
          const upstream = response.headers.get('x-upstream') ?? '?';
          servedBy.set(upstream, (servedBy.get(upstream) ?? 0) + 1);
          if (response.status !== 200) failures.push(`${path}: ${response.status} via ${upstream}`);
        } catch (error) {
          failures.push(`${path}: ${(error as Error).message}`);
        }
      }
    };

    // Staff writes, one after another as a person would; a write the dead process took is
    // answered 502 by nginx (it never replays a POST that reached a server) and sent again:
    // setting a holiday is an upsert, so sending it again is safe.
    const writeResults: { status: number; tries: number }[] = [];
    // And new events, every fourth write: an insert, never sent twice. One nginx did not pass on
    // may be in the database or not; one answered 201 must be there exactly once.
    const image = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 60, b: 20 } },
    })
      .png()
      .toBuffer();
    const eventResults = new Map<string, number>();
    const createEvent = async (i: number) => {
      const title = `${PREFIX} event ${i}`;
      const form = new FormData();
      form.set('title', title);
      form.set('description', 'Sent through nginx while one API process is killed.');
      form.set('event_start', '2031-02-01T10:00:00');
      form.set('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'furnace.png');
      try {
        const response = await fetch(`${lb}/api/v1/events`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        });
        await response.arrayBuffer();
        eventResults.set(title, response.status);
      } catch {
        eventResults.set(title, 0);
      }
    };
    const staff = async () => {
      for (let i = 0; i < WRITES; i++) {
        if (i % 4 === 0) await createEvent(i);
        let tries = 0;
        let status = 0;
        while (tries < 3 && status !== 200) {
          tries++;
          const response = await fetch(`${lb}/api/v1/holidays/set`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ date: dateOf(i), description: `${PREFIX} ${i}` }),
          });
          await response.arrayBuffer();
          status = response.status;
        }
        writeResults.push({ status, tries });
        await new Promise((r) => setTimeout(r, 50));
      }
    };

    const traffic = [0, 1, 2, 3].map(visitor);
    // The kill hits live traffic: both processes have been serving visitors, and the staff's
    // writes are under way (a few done, most still to come), however long the machine takes.
    const servedByBoth = () =>
      Math.min(servedBy.get(address(victim)) ?? 0, servedBy.get(address(survivor)) ?? 0);
    await expect.poll(servedByBoth, { timeout: 60_000 }).toBeGreaterThan(10);
    const writes = staff();
    await expect.poll(() => writeResults.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(4);
    const beforeKill = new Map(servedBy);
    process.kill(victim.pid as number, 'SIGKILL');
    const visitsAtKill = visits;
    await writes;
    // Visitors go on after the kill and after the last write, until the survivor alone has
    // answered plenty of them.
    const visitsAfterWrites = visits;
    await expect.poll(() => visits - visitsAfterWrites, { timeout: 60_000 }).toBeGreaterThan(50);
    stop = true;
    await Promise.all(traffic);

    const survivorAddress = address(survivor);
    console.log(
      `${visits} visitor requests (${visits - visitsAtKill} after the kill), served by ${JSON.stringify(Object.fromEntries(servedBy))}; ` +
        `writes sent again after a 502: ${writeResults.filter((w) => w.tries > 1).length}`,
    );
    expect(failures, nginxErrors(nginx)).toEqual([]);
    // Both processes served before the kill, so the kill really hit live traffic.
    expect(beforeKill.get(address(victim)) ?? 0).toBeGreaterThan(0);
    expect(beforeKill.get(survivorAddress) ?? 0).toBeGreaterThan(0);
    expect(visits - visitsAtKill).toBeGreaterThan(50);
    expect(writeResults.every((w) => w.status === 200)).toBe(true);

    // Every write is in the database once, read through the survivor and through nginx.
    const expected = Array.from({ length: WRITES }, (_, i) => ({
      holiday_date: dateOf(i),
      description: `${PREFIX} ${i}`,
    }));
    const acknowledged = [...eventResults].filter(([, status]) => status === 201);
    console.log(
      `events: ${acknowledged.length} of ${eventResults.size} answered 201 (others: ${JSON.stringify(
        [...eventResults].filter(([, status]) => status !== 201),
      )})`,
    );
    const titles = (await listEvents(lb, token))
      .map((e) => e.title)
      .filter((t) => t.startsWith(PREFIX));
    for (const [title, status] of eventResults) {
      const count = titles.filter((t) => t === title).length;
      if (status === 201) expect(count, title).toBe(1);
      else expect(count, title).toBeLessThanOrEqual(1);
    }
    expect(titles.every((t) => eventResults.has(t))).toBe(true);

    for (const base of [survivor.baseUrl, lb]) {
      const holidays = (await (await fetch(`${base}/api/v1/holidays`)).json()) as {
        holiday_date: string;
        description: string;
      }[];
      expect(holidays.filter((h) => h.description.startsWith(PREFIX))).toEqual(expected);
    }
  } finally {
    for (const event of await listEvents(process.env.E2E_BASE_URL as string, token)) {
      if (!event.title.startsWith(PREFIX)) continue;
      await request.delete(`/api/v1/events/${event.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    }
    for (let i = 0; i < WRITES; i++) {
      await request.post('/api/v1/holidays/set', {
        headers: { Authorization: `Bearer ${token}` },
        data: { date: dateOf(i), description: null },
      });
    }
    await nginx?.stop();
    for (const site of sites) await site.stop();
  }
});

/** Every event, past ones included (the admin's listing, every page of it). */
async function listEvents(base: string, token: string): Promise<{ id: number; title: string }[]> {
  const rows: { id: number; title: string }[] = [];
  for (let path: string | undefined = '/api/v1/events?scope=all'; path;) {
    const response: Response = await fetch(`${base}${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    rows.push(...((await response.json()) as { id: number; title: string }[]));
    path = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  }
  return rows;
}
