import { useLayoutEffect, useReducer, useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while rendering on the server and during the browser's hydrating render (the render that
 * adopts the server's HTML, which must give exactly the server's output); true right after, and
 * at once in a render that hydrates nothing (createRoot: the admin, /login, a page reached later).
 * Components read browser state (storage, window size, media queries, the clock) only once it is
 * true, so the server's HTML and the hydrating render agree (docs/adr/0007).
 *
 * React re-renders after hydration with the browser's snapshot by itself, but from a passive
 * effect, which may come after a paint; the layout effect below asks for that render before the
 * browser paints, so the page never shows the server's state once the live page is there.
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(noChanges, inBrowser, onServer);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => {
    if (!hydrated) rerender();
  }, [hydrated]);
  return hydrated;
}

/**
 * A value of the browser (`read`, kept current through `subscribe`) that the server cannot know:
 * `serverValue` on the server and during hydration, the browser's right after (before the next
 * paint), and the browser's at once where nothing is hydrated. `read` must return the same value
 * (===) while nothing changed: a primitive, or a cached object.
 */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  serverValue: T,
): T {
  useHydrated();
  return useSyncExternalStore(subscribe, read, () => serverValue);
}
