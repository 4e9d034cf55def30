import { expect, type Page } from '@playwright/test';

/**
 * The visitor starts using a page the server rendered: a key press (Shift, which changes nothing)
 * starts the shell's script (the API's page-boot.js runs it only once a page is used).
 */
export async function startThePage(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}

/** As startThePage, then waits until the live page has taken over (#root loses its server mark). */
export async function useThePage(page: Page): Promise<void> {
  await startThePage(page);
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0, { timeout: 60_000 });
}
