// Part of the shared facade (query.ts): TanStack Query itself, not the facade by name.
import { hydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';

/**
 * Where the server render gets the API's answers: `api(path)` resolves to the JSON the browser
 * would get from GET /api/v1{path} (apps/api answers from its caches), or rejects (with the
 * answer's `status`, 404 where the API does not know the thing: useApiQuery's `missing`).
 */
export type ApiSource = (path: string) => Promise<unknown>;

/** What a server render's QueryClient carries (a property of its own, read by name: each bundle has its own copy of this module). */
interface ServerMeta {
  serverApi: ApiSource;
  /** The site's public origin (https://…), for JSON-LD; '' when the API gave none. */
  origin: string;
}

const SERVER_RENDER = 'furnaceServerRender';

/** The answers the page came with (hydratePageQueries), and when they arrived. */
const pageAnswers = new WeakMap<Query, number>();

/** How long the answers the page came with count as fresh: hydration and the first moments ask nothing. */
const PAGE_ANSWERS_FRESH_MS = 30_000;

/**
 * The browser's QueryClient, one per page. The retries the spec asks for are the reads' own
 * (fetchHoursStatus); a tab coming back into focus does not reload what a page shows. A component that
 * mounts shows what the cache has and asks again, as the pages always did, except for the answers
 * the page came with, for their first moments.
 */
export function createPageQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: (query) =>
          pageAnswers.get(query) === query.state.dataUpdatedAt ? PAGE_ANSWERS_FRESH_MS : 0,
      },
    },
  });
}

/**
 * One server render's QueryClient (apps/shell/src/server/render.tsx): reads whose key is an API
 * path are answered by `api` (useApiQuery waits for them), nothing is retried or goes stale during
 * the render. The data source lives in the client, not in a module: every render has its own.
 */
export function createServerQueryClient(api: ApiSource, origin: string): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } },
  });
  const meta: ServerMeta = { serverApi: api, origin };
  return Object.assign(client, { [SERVER_RENDER]: meta });
}

/** The render's data source when `client` is a server render's, else undefined (the browser). */
export function serverMetaOf(client: QueryClient): ServerMeta | undefined {
  return (client as QueryClient & { [SERVER_RENDER]?: ServerMeta })[SERVER_RENDER];
}

/**
 * Puts the answers the server's render read (its dehydrated cache, inlined in the page) into the
 * browser's client before the first render, so hydration shows the same data and asks nothing.
 * They count as fetched when the page arrived (the HTML may have been kept a while).
 */
export function hydratePageQueries(client: QueryClient, json: string | null | undefined): void {
  if (!json) return;
  let state: DehydratedState;
  try {
    state = JSON.parse(json) as DehydratedState;
  } catch {
    return;
  }
  const now = Date.now();
  for (const query of state.queries ?? []) query.state.dataUpdatedAt = now;
  hydrate(client, state);
  for (const { queryHash } of state.queries ?? []) {
    const query = client.getQueryCache().get(queryHash);
    if (query) pageAnswers.set(query, now);
  }
}

let standalone: QueryClient | undefined;

/**
 * The client of a component rendered outside the shell's QueryClientProvider (a unit test, a
 * component on its own). The site always renders inside the provider.
 */
export function standaloneQueryClient(): QueryClient {
  standalone ??= createPageQueryClient();
  return standalone;
}
