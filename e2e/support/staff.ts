import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';

/** The first-run staff password the site wrote into its DATA_DIR. */
export function adminPassword(): string {
  return readFileSync(join(process.env.E2E_DATA_DIR as string, 'admin-password.txt'), 'utf8').trim();
}

/** Signs in through the API and stores the user the way the sign-in page does. */
export async function signInByStorage(page: Page, request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/auth/token', {
    form: { username: 'admin', password: adminPassword() },
  });
  const { access_token } = await response.json();
  await page.addInitScript((token) => {
    localStorage.setItem('user', JSON.stringify({ username: 'admin', accessToken: token }));
  }, access_token);
  return access_token;
}
