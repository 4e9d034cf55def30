// Every jsdom test project: jest-dom matchers, the fake API (MSW; an unanswered request fails the
// test), the pinned clock, generous waits, and no test leaving a rejected promise behind.
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

// TanStack Query's batched updates on a microtask, not a setTimeout(0) a fake clock holds back.
notifyManager.setScheduler(queueMicrotask);

// A safety net for a busy machine, not a pace: tests go on the moment what they wait for is there.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // Only Date is fake, so waits stay real; node-environment files keep the real clock for webpack.
  if (typeof window !== 'undefined') fakeOnly(['Date'], { now: TEST_NOW, advanceTimers: true });
  trackFakeApi(server);
});
afterEach(async () => {
  // Answers still on their way belong to this test: a rejection they cause must fail this one.
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
