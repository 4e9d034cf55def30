import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * `npx playwright install` cannot download here, so tests use the system Chromium (Debian's
 * package; CHROMIUM_PATH overrides). Where none exists Playwright's own browser is used, if any.
 * The flags keep Chromium from reaching for the network this machine does not have.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const executablePath = candidates.find((path) => path && existsSync(path));
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
