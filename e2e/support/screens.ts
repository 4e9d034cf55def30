import { devices, type Page } from '@playwright/test';

// A device's browser type is the worker's to choose, not a describe group's: left out.
const { defaultBrowserType: _chromium, ...pixel7 } = devices['Pixel 7'];

/** A phone (Playwright's Pixel 7), for a context of its own: `browser.newContext(PHONE)`. */
export const PHONE = pixel7;

/**
 * The two screens volunteers do their tasks on: a phone (Playwright's Pixel 7: its size, touch
 * and mobile user agent) and a laptop. A journey for each: `for (const [screen, use] of …)`.
 */
export const STAFF_SCREENS = [
  ['phone', PHONE],
  ['laptop', { viewport: { width: 1366, height: 768 } }],
] as const;

/** How far the page is wider than the screen (it should not be: nothing to scroll sideways). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
