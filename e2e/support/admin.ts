import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, APIResponse, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The first-run admin the fresh test database creates (global setup), with the password the site
 * tools give it (FIRST_RUN_ADMIN_PASSWORD, set by tools/lib/site-server.cjs and inherited).
 */
export const ADMIN = {
  username: 'admin',
  password: () => process.env.FIRST_RUN_ADMIN_PASSWORD as string,
};

/**
 * Presses Tab until `target` has focus: proof that a keyboard user can reach it. Fails after
 * `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Signs in on /login with the keyboard only (Tab, type, Enter). */
export async function signInWithKeyboard(page: Page) {
  const username = page.getByLabel('Username');
  await expect(username).toBeVisible();
  await tabTo(page, username);
  await page.keyboard.type(ADMIN.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN.password());
  await page.keyboard.press('Enter');
}

/**
 * A bearer token for setting up and restoring state. Fetched once per run and shared by every
 * worker through the run's data folder: sign-ins are throttled (10 a minute per username), and
 * the journeys that test signing in need those.
 */
export async function apiToken(request: APIRequestContext): Promise<string> {
  const cache = join(process.env.E2E_DATA_DIR as string, 'e2e-admin-token.txt');
  if (existsSync(cache)) return readFileSync(cache, 'utf8');
  const response = await request.post('/api/v1/auth/token', {
    form: { username: ADMIN.username, password: ADMIN.password() },
  });
  expect(response.ok()).toBe(true);
  const token: string = (await response.json()).access_token;
  writeFileSync(cache, token);
  return token;
}

/** A token of its own session (for a journey that signs out: logout ends the session). */
export async function ownToken(
  request: APIRequestContext,
  username = ADMIN.username,
  password = ADMIN.password(),
): Promise<string> {
  const response = await request.post('/api/v1/auth/token', { form: { username, password } });
  expect(response.ok()).toBe(true);
  return (await response.json()).access_token as string;
}

/**
 * Starts the page signed in (the stored user the shell reads), without using the sign-in form.
 * `ownSession`: with a token of its own, for a journey that signs out (which ends the session on
 * the server, and would end the shared token for every other journey).
 */
export async function signInThroughStorage(
  page: Page,
  request: APIRequestContext,
  { ownSession = false, username = ADMIN.username, token = '' } = {},
) {
  const accessToken = token || (ownSession ? await ownToken(request) : await apiToken(request));
  const user = JSON.stringify({ username, accessToken });
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('user', value);
      sessionStorage.setItem('e2e-signed-in', '1'); // once: a later Logout must stick
    }
  }, user);
}

/**
 * Signs in (signInThroughStorage, with its `session` options) and opens the admin page at `path`;
 * with `title`, until that page's heading (level 1) shows.
 */
export async function openAdminPage(
  page: Page,
  request: APIRequestContext,
  path: string,
  title?: string,
  session: Parameters<typeof signInThroughStorage>[2] = {},
) {
  await signInThroughStorage(page, request, session);
  await page.goto(path);
  if (title) await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** A 2x2 PNG and a one-page PDF, small and valid enough for the API's content checks. */
export const FIXTURES = {
  image: {
    name: 'lantern.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
      'base64',
    ),
  },
  pdf: {
    name: 'program.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ),
  },
};

/**
 * Every event as the admin's rows (GET /api/v1/events?scope=all, bearer), all pages: the API sends
 * 20 a page and links the next (`Link: <…>; rel="next"`).
 */
export async function allAdminEvents<T = { id: number; title: string }>(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let path: string | undefined = '/api/v1/events?scope=all'; path;) {
    const response: APIResponse = await request.get(path, { headers });
    expect(response.ok()).toBe(true);
    rows.push(...((await response.json()) as T[]));
    path = /<([^>]+)>; rel="next"/.exec(response.headers()['link'] ?? '')?.[1];
  }
  return rows;
}
