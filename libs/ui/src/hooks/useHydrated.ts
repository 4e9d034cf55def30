import { useLayoutEffect, useReducer, useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and in the hydrating render, true after (at once where nothing hydrates):
 * read browser state only then (ADR 7). The layout effect re-renders before the first paint; React's
 * own re-render comes from a passive effect, possibly after one.
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(noChanges, inBrowser, onServer);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => {
    if (!hydrated) rerender();
  }, [hydrated]);
  return hydrated;
}

/** A browser value, `serverValue` until hydrated; `read` must return the same (===) while unchanged. */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  serverValue: T,
): T {
  useHydrated();
  return useSyncExternalStore(subscribe, read, () => serverValue);
}
