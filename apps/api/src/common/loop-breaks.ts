import { setImmediate } from 'node:timers/promises';

/** How long a piece of work may hold the event loop before it lets the rest run. */
const BUDGET_MS = 10;

/** Called between slices of a big piece of work: past `budgetMs`, it yields a turn (ADR 52). */
export function loopBreaks(budgetMs = BUDGET_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await setImmediate();
    since = performance.now();
  };
}
