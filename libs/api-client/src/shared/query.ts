/**
 * The TanStack Query API browser code imports, never the package itself: the shared singleton (one
 * QueryClient context for the shell and every remote), a facade so webpack tree-shakes TanStack
 * Query to what is listed here (docs/adr/0012). Need something else? Add it here, for everyone.
 *
 * The one way to read the API (`useApiQuery`) and the page's QueryClient live here too, so every
 * remote runs the shell's copy instead of bundling its own. A remote built against a facade with
 * more in it needs a shell that provides it: deploy the shell first.
 */
export {
  hydrate,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
export type { DehydratedState, Query } from '@tanstack/react-query';
export * from './use-api-query';
export * from './query-client';
