import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/lib/chromium.cjs';

/**
 * End-to-end journeys in a real Chromium against the built system, started the way `npm start`
 * starts it, on a free port with a fresh database (support/global-setup.ts).
 * Tests named *.mutating.spec.ts change the running server (swap a remote, edit hours…): they run
 * after the others, one at a time; the others run test by test on both workers.
 *
 * The timeouts are safety nets sized for a busy 2-core machine, never what a test proves: a
 * journey waits for the thing itself (an element, a request, expect.poll), not for a duration.
 * Retries stay off: a journey that passes only on its second try is a bug to fix, and a retry of
 * a mutating journey would run on state its first try left behind.
 *
 * The browser is a visitor at the museum (America/New_York, US English) whatever the machine's
 * own time zone and locale, so dates the page shows agree with the museum's calendar the journeys
 * compute (support/museum-time.ts).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: '../tmp/e2e-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions(),
    // A failed journey keeps its trace (DOM snapshots of each step); the screencast is left out:
    // on a busy 2-core machine it costs more than it tells.
    trace: { mode: 'retain-on-failure', screenshots: false },
    timezoneId: 'America/New_York',
    locale: 'en-US',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
  },
  projects: [
    { name: 'journeys', testIgnore: /\.mutating\.spec\.ts$/, fullyParallel: true },
    {
      name: 'mutating',
      testMatch: /\.mutating\.spec\.ts$/,
      dependencies: ['journeys'],
      fullyParallel: false,
      workers: 1,
    },
  ],
});
