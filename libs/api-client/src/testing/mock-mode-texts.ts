// The texts and the staff account of the dev loop's mock mode (`npm run dev -- --mock`), in one
// place: the label on every page (./mock-mode.ts), the seed, the docs and the e2e journey read them
// from here. No imports, so Node (Playwright) can load this file on its own.

/** The account the fake API accepts in mock mode (CONTRIBUTING.md, "Mock mode"). */
export const MOCK_USER = {
  username: 'admin',
  password: 'mock',
  member_id: 'admin',
  email: 'admin@example.org',
} as const;

export const MOCK_MODE_TEXTS = {
  /** The label on every page, so nobody mistakes the page for the real site. */
  label: 'Mock mode',
  /** What the label says after it. */
  detail: `Fake data in this browser tab, no API and no database (a reload starts over). Staff sign-in: ${MOCK_USER.username} / ${MOCK_USER.password}`,
} as const;

/** data-testid of the label. */
export const MOCK_MODE_TEST_ID = 'mock-mode';
