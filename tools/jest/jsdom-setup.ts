// Every jsdom test project: jest-dom matchers, and the fake API (MSW) listening for the whole run.
// A request no handler answers fails the test, so a page cannot quietly depend on an unfaked call.
import '@testing-library/jest-dom';
import { forgetSiteData } from '@furnace/api-client';
import { resetContentFake, resetMuseumApi, server } from '@furnace/api-client/testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMuseumApi();
  resetContentFake();
  forgetSiteData();
  if (typeof localStorage !== 'undefined') localStorage.clear(); // absent in node-environment files
});
afterAll(() => server.close());
