import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/lib/chromium.cjs';

/**
 * End-to-end journeys in a real Chromium against the built system, started the way `npm start`
 * starts it, on a free port with a fresh database (support/global-setup.ts).
 * Tests named *.mutating.spec.ts change the running server (swap a remote, edit hours…): they run
 * after the others, one at a time.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: '../tmp/e2e-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: /\.mutating\.spec\.ts$/ },
    {
      name: 'mutating',
      testMatch: /\.mutating\.spec\.ts$/,
      dependencies: ['journeys'],
      fullyParallel: false,
      workers: 1,
    },
  ],
});
