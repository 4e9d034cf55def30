/**
 * The TanStack Query API browser code imports, never the package itself: the shared singleton (one
 * QueryClient context for the shell and every remote), a facade so webpack tree-shakes TanStack
 * Query to what is listed here (docs/adr/0012). Need something else? Add it here, for everyone.
 */
export {
  hydrate,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
export type { DehydratedState, Query } from '@tanstack/react-query';
