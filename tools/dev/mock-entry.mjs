// The shell's entry in mock mode (serve-app.cjs; 'furnace-dev-shell-main' is the real one): the
// fake API starts in a service worker before the shell, so its first calls are answered.
import { startMockMode } from '@furnace/api-client/testing/browser';
import mockMode from './mock-mode.json';

startMockMode(mockMode)
  .catch((error) => {
    console.error('[mock mode] the fake API did not start; calls will fail', error);
  })
  .then(() => import('furnace-dev-shell-main'));
