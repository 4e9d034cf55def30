// Part of the shared facade (query.ts): TanStack Query itself, not the facade by name.
import { QueryClientContext, useQuery, type QueryClient } from '@tanstack/react-query';
import { use, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { serverMetaOf, standaloneQueryClient } from './query-client';

export interface ApiQuery<T> {
  /** The last answer; kept on screen while a reload runs or after a reload fails. */
  data: T | undefined;
  loading: boolean;
  error: unknown;
  /** Loads again (after a save, say). Resolves when the answer is in, whatever it was. */
  reload: () => Promise<void>;
}

/**
 * The front ends' one way to read the API: TanStack Query's `useQuery` under the key, in the
 * QueryClient of the page (the shell's provider) or of the server render.
 *
 * A key that is an API path (`/hours/status`, `/events/12/details`) names what `load` reads: the
 * server render answers it from the API's caches and waits for it (React's `use`), and the
 * answer goes into the page with the HTML, so the browser's first render shows the same and asks
 * nothing. Any other key (a file's HEAD, an admin list) is read in the browser only; on the server
 * it renders as still loading, as in the browser before its answer.
 *
 * `missing`: the answer where the API does not know the thing asked for (404: an unknown or draft
 * event, an unknown sign; what a load by getJsonOr gives), from the browser's load and the server's
 * read alike, so the server's page already says "not found".
 */
export function useApiQuery<T, M = never>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  /** `onError`: called once per failed load, e.g. to put the spec's text in a live region. */
  options: { onError?: (error: unknown) => void; missing?: M } = {},
): ApiQuery<T | M> {
  const client = useContext(QueryClientContext) ?? standaloneQueryClient();
  useServerAnswer(client, key, options);
  const query = useQuery(
    { queryKey: [key], queryFn: ({ signal }) => orMissing(load(signal), options) },
    client,
  );
  const [reloading, setReloading] = useState(false);

  const onError = useRef(options.onError);
  useEffect(() => {
    onError.current = options.onError;
  });
  const { isError, error, errorUpdatedAt, refetch } = query;
  useEffect(() => {
    if (isError) onError.current?.(error);
  }, [isError, error, errorUpdatedAt]);

  const reload = useCallback(async () => {
    setReloading(true);
    await refetch();
    setReloading(false);
  }, [refetch]);
  return {
    data: query.data,
    // A reload keeps the data on screen; a read in the background (an old answer) shows no loading.
    loading: query.isPending || (reloading && query.isFetching),
    error: query.error ?? undefined,
    reload,
  };
}

/** `answer`, or `options.missing` (when given) where the API answered 404. */
function orMissing<T, M>(answer: Promise<T>, options: { missing?: M }): Promise<T | M> {
  if (!('missing' in options)) return answer;
  return answer.catch((error: unknown) => {
    if ((error as { status?: unknown } | null)?.status !== 404) throw error;
    return options.missing as M;
  });
}

/** The server render's reads in flight, per render's client: one promise per key, as React's `use` needs. */
const serverReads = new WeakMap<QueryClient, Map<string, Promise<void>>>();

/** In a server render: waits until the API has answered `key` (an API path) into the cache. */
function useServerAnswer(client: QueryClient, key: string, options: { missing?: unknown }): void {
  const server = serverMetaOf(client);
  if (!server || !key.startsWith('/')) return;
  let reads = serverReads.get(client);
  if (!reads) serverReads.set(client, (reads = new Map()));
  let read = reads.get(key);
  if (!read) {
    read = client.prefetchQuery({
      queryKey: [key],
      queryFn: () => orMissing(server.serverApi(key), options),
    });
    reads.set(key, read);
  }
  use(read);
}
