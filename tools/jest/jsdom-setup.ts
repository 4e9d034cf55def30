// Every jsdom test project: jest-dom matchers, the fake API (MSW) listening for the whole run, the
// pinned clock, generous waits, and no test leaving a rejected promise behind.
// A request no handler answers fails the test, so a page cannot quietly depend on an unfaked call.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import {
  resetContentFake,
  resetMuseumApi,
  server,
  settleFakeApi,
  takeUnhandledRejections,
  trackFakeApi,
} from '@furnace/api-client/testing';
import { notifyManager } from '@tanstack/react-query';
import { fakeOnly } from './fake-timers';
import { TEST_NOW } from './test-clock';

// TanStack Query hands its batched updates to the page on a setTimeout(0); tests that fake
// setTimeout (to step through the status retries) decide when a pause ends, so the updates go on
// a microtask here instead, and an answer reaches the page without moving the clock.
notifyManager.setScheduler(queueMicrotask);

// findBy*/waitFor give up after this long. A safety net for a busy machine, not a pace: a test
// waits for the element or state it expects and goes on the moment it is there.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // "Now" is TEST_NOW at the start of every browser-side test (tools/jest/test-clock.js), ticking
  // with real time; only Date is fake, so waits stay real. Files in the node environment (build
  // configs) keep the real clock: webpack does not run with a fake Date.
  if (typeof window !== 'undefined') fakeOnly(['Date'], { now: TEST_NOW, advanceTimers: true });
  trackFakeApi(server);
});
afterEach(async () => {
  // Answers still on their way, and what the page does with them, belong to this test: let them
  // arrive now, so that a rejection they cause fails this test and not a later one (or the run).
  await settleFakeApi();
  const left = takeUnhandledRejections();
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMuseumApi();
  resetContentFake();
  if (typeof localStorage !== 'undefined') localStorage.clear(); // absent in node-environment files
  jest.useRealTimers();
  if (left.length > 0) {
    const reasons = left.map(
      ({ error }) => `  ${error instanceof Error ? error.stack : String(error)}`,
    );
    throw new Error(
      `This test left ${left.length} promise rejection(s) nobody handled:\n${reasons.join('\n')}`,
    );
  }
});
afterAll(() => server.close());
