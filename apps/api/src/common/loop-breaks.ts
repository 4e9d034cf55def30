import { setImmediate } from 'node:timers/promises';

/** How long a piece of work may hold the event loop before it lets the rest run. */
const BUDGET_MS = 10;

/**
 * For work made in slices (a big answer): call the returned function between slices. Once
 * `BUDGET_MS` have gone by since the work started or last stepped aside, it waits for the event
 * loop's next turn (setImmediate: after the I/O and timers waiting), else it goes on at once, so
 * small work never waits behind anyone. What is made does not depend on when it steps aside.
 */
export function loopBreaks(budgetMs = BUDGET_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await setImmediate();
    since = performance.now();
  };
}
