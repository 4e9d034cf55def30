import { server, settleFakeApi } from '@furnace/api-client/testing';
import { act } from '@testing-library/react';

const isStatus = (request: Request) => new URL(request.url).pathname === '/api/v1/hours/status';

/**
 * The pauses between the status retries on a fake clock, and nothing else: the fake API's answers
 * and the page's work on them run on the real event loop, so a test decides when a pause ends and
 * never races an answer. (Testing Library's waits would move this clock: use `answered` instead.)
 */
export function fakeRetryPauses() {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
    ],
  });
}

/** Counts the page's tries at GET /hours/status and lets a test wait for each answer. */
export function watchStatusTries() {
  let started = 0;
  let answered = 0;
  const waiting: { n: number; resolve: () => void }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (isStatus(request)) started++;
  });
  server.events.on('response:mocked', ({ request }) => {
    if (!isStatus(request)) return;
    answered++;
    for (const waiter of waiting.filter(({ n }) => n <= answered)) waiter.resolve();
  });
  return {
    /** How many tries the page has made. */
    get started() {
      return started;
    },
    /** Resolves once the n-th try has been answered and the page has done what it does with it. */
    answered: (n: number) =>
      act(async () => {
        if (answered < n) await new Promise<void>((resolve) => waiting.push({ n, resolve }));
        await settleFakeApi();
      }),
    /** Ends the pauses due in the next `ms` milliseconds of the fake clock. */
    pass: (ms: number) =>
      act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      }),
  };
}
