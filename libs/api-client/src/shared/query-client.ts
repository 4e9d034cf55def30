// Part of the shared facade (query.ts): TanStack Query itself, not the facade by name.
import { hydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import type { ApiSource } from '@furnace/contracts';

/** Carried by a server render's QueryClient under a name (each bundle has its own copy of this module). */
interface ServerMeta {
  serverApi: ApiSource;
  /** The site's public origin (https://…), for JSON-LD; '' when the API gave none. */
  origin: string;
  /** The reads in flight: one promise per key, as React's `use` needs. */
  reads: Map<string, Promise<void>>;
}

const SERVER_RENDER = 'furnaceServerRender';

/** The answers the page came with (hydratePageQueries), and when they arrived. */
const pageAnswers = new WeakMap<Query, number>();
const PAGE_ANSWERS_FRESH_MS = 30_000;

/**
 * The browser's QueryClient, one per page: a read retries only when it says so (useApiQuery); a
 * mount asks again, except for the answers the page came with, for their first moments.
 */
export function createPageQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: (query) =>
          pageAnswers.get(query) === query.state.dataUpdatedAt ? PAGE_ANSWERS_FRESH_MS : 0,
      },
    },
  });
}

/** One server render's QueryClient: reads keyed by an API path are answered by `api`. */
export function createServerQueryClient(api: ApiSource, origin: string): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retryOnMount: false, staleTime: Infinity } },
  });
  const meta: ServerMeta = { serverApi: api, origin, reads: new Map() };
  return Object.assign(client, { [SERVER_RENDER]: meta });
}

export function serverMetaOf(client: QueryClient): ServerMeta | undefined {
  return (client as QueryClient & { [SERVER_RENDER]?: ServerMeta })[SERVER_RENDER];
}

/**
 * Puts the server render's answers (inlined in the page) into the browser's client before the first
 * render, as fetched when the page arrived (the HTML may have been kept a while).
 */
export function hydratePageQueries(client: QueryClient, json: string | null | undefined): void {
  let queries: DehydratedState['queries'];
  try {
    queries = (JSON.parse(json || '{}') as Partial<DehydratedState>).queries ?? [];
  } catch {
    return;
  }
  const now = Date.now();
  for (const query of queries) query.state.dataUpdatedAt = now;
  hydrate(client, { mutations: [], queries });
  for (const { queryHash } of queries) {
    const query = client.getQueryCache().get(queryHash);
    if (query) pageAnswers.set(query, now);
  }
}

let standalone: QueryClient | undefined;

/** The client outside the shell's QueryClientProvider (a unit test). */
export const standaloneQueryClient = () => (standalone ??= createPageQueryClient());
