import { server, settleFakeApi } from '@furnace/api-client/testing';
import { act } from '@testing-library/react';
import { fakeOnly } from '../../../../tools/jest/fake-timers';

const isStatus = (request: Request) => new URL(request.url).pathname === '/api/v1/hours/status';

// The real timer, kept before a test fakes it.
const realSetTimeout = globalThis.setTimeout;
/** One turn of the real event loop, in its own act(): React finishes what it queued meanwhile. */
const realTurn = () => act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));

/**
 * The pauses between the status retries on a fake clock, and nothing else: the fake API's answers
 * and the page's work on them run on the real event loop, so a test decides when a pause ends and
 * never races an answer. (Testing Library's waits would move this clock: use `answered` instead.)
 */
export function fakeRetryPauses() {
  fakeOnly(['Date', 'setTimeout', 'clearTimeout']);
}

/** Counts the page's tries at GET /hours/status and lets a test wait for each answer. */
export function watchStatusTries() {
  let started = 0;
  let answered = 0;
  server.events.on('request:start', ({ request }) => {
    if (isStatus(request)) started++;
  });
  server.events.on('response:mocked', ({ request }) => {
    if (!isStatus(request)) return;
    answered++;
  });
  const tries = {
    /** How many tries the page has made. */
    get started() {
      return started;
    },
    /**
     * Resolves once the n-th try has been answered and the page has done what it does with it. The
     * wait is short act() scopes, not one long one: the page may first have to load (React.lazy)
     * and render before it asks, and React does that work when a scope ends.
     */
    answered: async (n: number) => {
      while (answered < n) await realTurn();
      await act(() => settleFakeApi());
    },
    /** Ends the pauses due in the next `ms` milliseconds of the fake clock. */
    pass: (ms: number) =>
      act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      }),
    /** Every try answered in turn, each followed by its 250 ms pause, up to the fifth and last. */
    allFive: async () => {
      for (let n = 1; n < 5; n++) {
        await tries.answered(n);
        await tries.pass(250);
      }
      await tries.answered(5);
    },
  };
  return tries;
}
