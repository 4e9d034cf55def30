import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { showMockModeLabel, seedMockMode, type MockModeOptions } from './mock-mode';
import { museumApi } from './museum-api';

/**
 * The same fake API in a browser, through a service worker: the dev loop's mock mode
 * (`npm run dev -- --mock`), which runs the front ends with no API process. Only
 * tools/dev/mock-entry.mjs imports this, never an app: production builds carry no MSW.
 */
export const worker = setupWorker(...handlers);

/**
 * Shows the "Mock mode" label, seeds the fake museum (`options`: tools/dev/mock-mode.json), starts the worker (its script, msw's mockServiceWorker.js, is served at
 * /mockServiceWorker.js by the dev shell server). The app must start
 * after this resolves, or its first calls would miss the worker.
 */
export async function startMockMode(options: MockModeOptions): Promise<void> {
  showMockModeLabel(document, options);
  seedMockMode(museumApi, options.user);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Everything else (scripts, remotes on their own dev servers, hot updates) goes to the network.
    onUnhandledRequest: 'bypass',
  });
}
