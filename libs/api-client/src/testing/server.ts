import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The fake API for jest (jsdom). tools/jest/jsdom-setup.ts starts it for every browser-side test
 * project; a test changes an answer with `server.use(http.get(...))`, reset after each test.
 */
export const server = setupServer(...handlers);
