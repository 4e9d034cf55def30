// What the shared jsdom setup (tools/jest/jsdom-setup.ts) does after each test, before the next one
// starts: wait until the fake API has answered every request the test made and the page has read
// those answers, then report the promise rejections nobody handled. Without it, a save the test did not await can be
// refused after the test (or the whole file) has ended, and its rejection fails another test or
// crashes the Jest process.
import type { SetupServerApi } from 'msw/node';

/** A test that holds an answer on purpose (a gate it never opens) is not waited for longer. */
const SETTLE_LIMIT_MS = 5_000;

// Real timers, kept before any test can fake them: settling must work after jest.useFakeTimers().
const realSetTimeout = globalThis.setTimeout;
const realDateNow = Date.now;

const inFlight = new Set<string>();

/** Counts the fake API's requests from their start to their answer (call it before each test). */
export function trackFakeApi(server: SetupServerApi): void {
  inFlight.clear();
  server.events.on('request:start', ({ requestId, request }) => {
    // An aborted request (its page unmounted) has nobody left to answer.
    if (request.signal.aborted) return;
    inFlight.add(requestId);
    request.signal.addEventListener('abort', () => inFlight.delete(requestId), { once: true });
  });
  server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
  server.events.on('unhandledException', ({ requestId }) => inFlight.delete(requestId));
}

/** How many requests the fake API has started and not yet answered. */
export const requestsInFlight = () => inFlight.size;

/** One turn of the event loop: timers, I/O and every microtask queued before it run first. */
const nextTurn = () => new Promise<void>((resolve) => realSetTimeout(resolve, 0));

/**
 * Resolves once no request is in flight and a few turns of the event loop have passed without a
 * new one: MSW's answer has reached fetch or XMLHttpRequest, and the page's code after it has run.
 * Gives up after SETTLE_LIMIT_MS when an answer is still held (a test's unreleased gate).
 */
export async function settleFakeApi(): Promise<void> {
  const deadline = realDateNow() + SETTLE_LIMIT_MS;
  let quietTurns = 0;
  while (quietTurns < 3 && realDateNow() < deadline) {
    await nextTurn();
    quietTurns = inFlight.size === 0 ? quietTurns + 1 : 0;
  }
}

interface Rejection {
  promise: Promise<unknown>;
  error: unknown;
}

const UNHANDLED_REJECTIONS = Symbol.for('furnace.unhandledRejections');

/**
 * The rejections still unhandled since the last call (tools/jest/jsdom-environment.js records
 * them), and forgets them.
 */
export function takeUnhandledRejections(): Rejection[] {
  const recorded = (globalThis as Record<symbol, Rejection[] | undefined>)[UNHANDLED_REJECTIONS];
  if (!recorded) return [];
  return recorded.splice(0, recorded.length);
}
