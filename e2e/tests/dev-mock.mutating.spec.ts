import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, workspaceRoot } from '../../tools/lib/site-server.cjs';
import { isListening, startDev } from '../support/dev-loop';
import { expect, test } from '../support/fixtures';

/** The mock mode's texts and mock user, as the dev tooling hands them to the page. */
const MOCK_MODE: {
  label: string;
  detail: string;
  testId: string;
  user: { username: string; password: string };
} = JSON.parse(readFileSync(join(workspaceRoot, 'tools/dev/mock-mode.json'), 'utf8'));
const MOCK_MODE_TEST_ID = MOCK_MODE.testId;
const MOCK_USER = MOCK_MODE.user;

// The dev loop's mock mode (`npm run dev -- --mock`): the shell and the remotes on their dev
// servers, no API, no database, the browser's calls answered by the MSW fakes the unit tests use.
// Mutating only in weight: it starts dev servers (heavy on 2 cores), so it runs alone.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

test('npm run dev -- --mock: the site on the MSW fakes, labelled, no request reaches an API', async ({
  page,
}) => {
  const port = await freePort();
  const dev = startDev(['--mock', '--port', String(port)]);
  try {
    await dev.waitFor(/\[dev\] Open http:\/\/localhost:(\d+)/, 180_000);
    // No API was started: nothing of tools/dev/api-watch.cjs in the output.
    expect(dev.output.filter((line) => line.startsWith('[api]'))).toEqual([]);
    const remotePorts = dev.output
      .map((line) => line.match(/^\[dev\]\s+\w+\s+http:\/\/localhost:(\d+)\/remoteEntry\.js/))
      .filter((match): match is RegExpMatchArray => match !== null)
      .map((match) => Number(match[1]));
    expect(remotePorts.length).toBeGreaterThanOrEqual(2);

    const apiResponses: { url: string; fromServiceWorker: boolean }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/^\/(api|static)\//.test(pathname))
        apiResponses.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
    });

    await page.goto(`http://localhost:${port}/`);
    await expect(page.getByTestId('status-badge')).toBeVisible();
    const label = page.getByTestId(MOCK_MODE_TEST_ID);
    await expect(label).toBeVisible();
    await expect(label).toContainText(MOCK_MODE.label);
    // Let the home page's calls (status, hours, events and their lazy pictures) finish: a call
    // still in flight when the page is left is passed through by msw's worker to the dev server.
    await page.waitForLoadState('networkidle');

    // Events from the seed, one with a picture from the fakes, one with the fallback drawing.
    await page.goto(`http://localhost:${port}/events`);
    const cards = page.getByTestId('event-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId(MOCK_MODE_TEST_ID)).toBeVisible();
    const pictures = cards.locator('img');
    const picture = pictures.and(page.locator('[src^="/static/event_images/"]')).first();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(pictures.and(page.locator(':not([src^="/static/"])')).first()).toBeVisible();

    // The documented mock user signs in; an edit stays in the tab's fake museum.
    await page.goto(`http://localhost:${port}/admin/hours`);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill(MOCK_USER.username);
    await page.getByLabel('Password', { exact: true }).fill(MOCK_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/hours$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Opening Hours' })).toBeVisible();
    await expect(page.getByTestId(MOCK_MODE_TEST_ID)).toBeVisible();
    await page.getByLabel('Date', { exact: true }).last().fill('2030-12-25');
    await page.getByLabel('Description').fill('Mock closure');
    await page.getByRole('button', { name: 'Add Holiday' }).click();
    await expect(
      page.getByTestId('holiday-card').filter({ hasText: 'Mock closure' }),
    ).toBeVisible();

    // Every API and static call was answered by the service worker; none reached a server.
    expect(apiResponses.length).toBeGreaterThan(2);
    expect(apiResponses.filter((response) => !response.fromServiceWorker)).toEqual([]);
    expect(dev.output.filter((line) => line.includes('reached the dev server'))).toEqual([]);
    // The worker script is served by the dev server from node_modules/msw.
    const worker = await page.request.get(`http://localhost:${port}/mockServiceWorker.js`);
    expect(worker.ok()).toBe(true);

    await dev.interrupt();
    for (const listening of [port, ...remotePorts])
      // A server can still be closing its socket as its last output pipe closes: wait for it.
      await expect.poll(() => isListening(listening)).toBe(false);
  } finally {
    await dev.interrupt();
  }
});

/** Every .js file under `folder`, recursively. */
function scripts(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(folder, file));
}

test('production builds carry no MSW and no mock mode', () => {
  // The e2e target builds every app first (dist/apps/<app>).
  const dist = join(workspaceRoot, 'dist/apps');
  const apps = readdirSync(dist).filter((app) => app !== 'api');
  expect(apps).toEqual(expect.arrayContaining(['shell', 'public-site', 'admin']));
  const markers = ['mockServiceWorker', '[MSW]', 'msw/', MOCK_MODE.detail];
  const found: string[] = [];
  for (const app of apps) {
    for (const file of scripts(join(dist, app))) {
      const source = readFileSync(file, 'utf8');
      for (const marker of markers) if (source.includes(marker)) found.push(`${file}: ${marker}`);
    }
  }
  expect(found).toEqual([]);
});
