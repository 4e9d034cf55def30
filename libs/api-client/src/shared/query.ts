/**
 * The shared singleton browser code imports TanStack Query through, never the package itself
 * (docs/adr/0012). A remote built against a facade with more in it needs its shell deployed first.
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
