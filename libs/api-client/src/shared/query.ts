/**
 * The TanStack Query API the front ends use, re-exported. Browser code imports TanStack Query from
 * here (`@furnace/api-client/query`), never from the package itself: this module is the Module
 * Federation shared singleton (one QueryClient context for the shell and every remote), and a
 * shared package is bundled whole, so sharing this facade instead lets webpack tree-shake TanStack
 * Query down to what is listed here (as `@furnace/router` does for react-router).
 * Need something else from it? Add it here; every team shares it.
 */
export {
  hydrate,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
export type { DehydratedState, Query } from '@tanstack/react-query';
