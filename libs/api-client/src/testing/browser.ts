import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/**
 * The same fake API in a browser, through a service worker: for a "mock mode" of the dev loop
 * that runs the front ends with no API process. Start it with `worker.start()` before rendering
 * (the worker script comes from `npx msw init <public folder>`).
 */
export const worker = setupWorker(...handlers);
