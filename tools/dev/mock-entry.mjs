// The shell's entry in the dev loop's mock mode (`npm run dev -- --mock`), put in place of
// apps/shell/src/main.ts by tools/dev/serve-app.cjs (the alias 'furnace-dev-shell-main' is that
// file). It starts the fake API of @furnace/api-client/testing in a service worker, shows the
// "Mock mode" label (texts and the mock user: ./mock-mode.json), and only then starts the shell,
// so its first calls are answered by the fakes.
// Dev servers only: no app imports this, and production builds never see it.
import { startMockMode } from '@furnace/api-client/testing/browser';
import mockMode from './mock-mode.json';

startMockMode(mockMode)
  .catch((error) => {
    console.error('[mock mode] the fake API did not start; calls will fail', error);
  })
  .then(() => import('furnace-dev-shell-main'));
