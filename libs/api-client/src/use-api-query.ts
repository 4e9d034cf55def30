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
  const [state, setState] = useState<QueryState<T>>({
    data: undefined,
    loading: true,
    error: undefined,
  });
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
    void run(false);
    return () => running.current?.abort();
  }, [key, run]);

  const reload = useCallback(() => run(true), [run]);
  return { ...state, reload };
}
