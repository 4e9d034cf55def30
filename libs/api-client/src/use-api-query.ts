import { SERVER_ANSWERS_ELEMENT_ID } from '@furnace/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ApiQuery<T> {
  /** The last answer; kept on screen while a reload runs or after a reload fails. */
  data: T | undefined;
  loading: boolean;
  /** What the last load threw, or undefined. */
  error: unknown;
  /** Loads again (after a save, say). Resolves when the answer is in, whatever it was. */
  reload: () => Promise<void>;
}

export interface ApiQueryOptions {
  /** Called once per failed load, e.g. to put the spec's text in a live region. */
  onError?: (error: unknown) => void;
}

/**
 * The answers the server's render of this page read, by query key (apps/api/src/web/index-html.ts
 * inlines them in SERVER_ANSWERS_ELEMENT_ID): a query whose answer is there starts from it, so the
 * page's first render in the browser shows what the HTML showed.
 */
let serverAnswers: Record<string, unknown> | undefined;

/** The answer the page came with for `key`, once: a later mount of the same query asks the API. */
function serverAnswer(key: string): { data: unknown } | undefined {
  if (serverAnswers === undefined) {
    const text =
      typeof document === 'undefined'
        ? null
        : document.getElementById(SERVER_ANSWERS_ELEMENT_ID)?.textContent;
    try {
      serverAnswers = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      serverAnswers = {};
    }
  }
  return key in serverAnswers ? { data: serverAnswers[key] } : undefined;
}

/** For tests: read the page's answers again. */
export function forgetServerAnswers(): void {
  serverAnswers = undefined;
}

interface QueryState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
}

/**
 * The front ends' one way to load data. Runs `load` when the component mounts and whenever `key`
 * changes (a new key starts from empty); `reload()` runs it again keeping the current data.
 * Each run gets an AbortSignal: a newer run, or the component going away, aborts the older one
 * and its answer is dropped, so a slow old answer never overwrites a newer one.
 *
 * `load` is usually an inline arrow; the key, not its identity, says when the data changed.
 */
export function useApiQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  options: ApiQueryOptions = {},
): ApiQuery<T> {
  // The answer the page came with, if any: the first render shows it, and it is not asked again.
  const [fromPage] = useState(() => serverAnswer(key));
  const [state, setState] = useState<QueryState<T>>(() =>
    fromPage
      ? { data: fromPage.data as T, loading: false, error: undefined }
      : { data: undefined, loading: true, error: undefined },
  );
  const pageKey = useRef(fromPage ? key : null);
  const usedPageAnswer = useRef(false);
  const latest = useRef({ load, onError: options.onError });
  useEffect(() => {
    latest.current = { load, onError: options.onError };
  });
  const running = useRef<AbortController | null>(null);

  const run = useCallback(async (keepData: boolean) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState((previous) =>
      keepData
        ? { ...previous, loading: true }
        : { data: undefined, loading: true, error: undefined },
    );
    try {
      const data = await latest.current.load(controller.signal);
      if (!controller.signal.aborted) setState({ data, loading: false, error: undefined });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState((previous) => ({ data: previous.data, loading: false, error }));
      latest.current.onError?.(error);
    }
  }, []);

  useEffect(() => {
    if (pageKey.current === key) {
      if (serverAnswers) delete serverAnswers[key];
      // Mounted again with the same key (StrictMode in development): ask, keeping what is shown.
      if (usedPageAnswer.current) void run(true);
      usedPageAnswer.current = true;
    } else {
      pageKey.current = null;
      void run(false);
    }
    return () => running.current?.abort();
  }, [key, run]);

  const reload = useCallback(() => run(true), [run]);
  return { ...state, reload };
}
