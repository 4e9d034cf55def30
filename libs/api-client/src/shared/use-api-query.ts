// Part of the shared facade (query.ts): TanStack Query itself, not the facade by name.
import { QueryClientContext, useQuery, type QueryClient } from '@tanstack/react-query';
import { use, useCallback, useContext, useEffect, useEffectEvent, useState } from 'react';
import { serverMetaOf, standaloneQueryClient } from './query-client';

/** `onError`: once per failed load; `missing`: the answer for a 404; the others TanStack's. */
export type ApiQueryOptions<M> = {
  onError?: (error: unknown) => void;
  missing?: M;
  enabled?: boolean;
  retry?: number;
  retryDelay?: number;
};

/**
 * The front ends' one way to read the API. A key that is an API path (`/hours/status`) is answered
 * in the server render too and goes into the page with the HTML; any other key is read in the
 * browser only. `missing` is the answer on both sides; a query not `enabled` is not loading.
 */
export function useApiQuery<T, M = never>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  options: ApiQueryOptions<M> = {},
) {
  const client = useContext(QueryClientContext) ?? standaloneQueryClient();
  const { enabled = true, retry = false, retryDelay } = options;
  useServerAnswer(client, key, options);
  const query = useQuery(
    {
      queryKey: [key],
      queryFn: ({ signal }) => orMissing(load(signal), options),
      enabled,
      retry,
      retryDelay,
    },
    client,
  );
  const [reloading, setReloading] = useState(false);

  const onError = useEffectEvent((error: unknown) => options.onError?.(error));
  const { isError, error, errorUpdatedAt, refetch } = query;
  useEffect(() => {
    if (isError) onError(error);
  }, [isError, error, errorUpdatedAt]);

  const reload = useCallback(async () => {
    setReloading(true);
    await refetch();
    setReloading(false);
  }, [refetch]);
  return {
    data: query.data,
    // A reload keeps the data on screen; a read in the background (an old answer) shows no loading.
    loading: (enabled && query.isPending) || (reloading && query.isFetching),
    error: query.error ?? undefined,
    reload,
  };
}

function orMissing<T, M>(answer: Promise<T>, options: { missing?: M }): Promise<T | M> {
  if (!('missing' in options)) return answer;
  return answer.catch((error: unknown) => {
    if ((error as { status?: unknown } | null)?.status !== 404) throw error;
    return options.missing as M;
  });
}

function useServerAnswer(client: QueryClient, key: string, options: ApiQueryOptions<unknown>) {
  const server = serverMetaOf(client);
  if (!server || !key.startsWith('/') || options.enabled === false) return;
  const queryFn = () => orMissing(server.serverApi(key), options);
  const read = server.reads.get(key) ?? client.prefetchQuery({ queryKey: [key], queryFn });
  server.reads.set(key, read);
  use(read);
}
