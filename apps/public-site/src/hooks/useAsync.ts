import { useEffect, useState } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
}

/**
 * Runs `load` once per `key` and tracks its result. Answers that arrive after the component
 * unmounted, or after the key changed, are dropped.
 */
export function useAsync<T>(load: () => Promise<T>, key: string): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({
    data: undefined,
    loading: true,
    error: undefined,
  });
  useEffect(() => {
    let current = true;
    setState({ data: undefined, loading: true, error: undefined });
    load().then(
      (data) => current && setState({ data, loading: false, error: undefined }),
      (error: unknown) => current && setState({ data: undefined, loading: false, error }),
    );
    return () => {
      current = false;
    };
    // `load` is usually an inline arrow: the key, not its identity, says when it really changed.
  }, [key]);
  return state;
}
