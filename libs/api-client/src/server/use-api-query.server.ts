// The server render's useApiQuery (the server bundles' webpack configs swap it in for the browser's): the query's
// answer is asked of the API's caches once per render, and the render waits for it (React's use),
// so the HTML carries the data a visitor's page would show after loading.
import { use, useContext } from 'react';
import type { ApiQuery } from '../use-api-query';
import { ask, RenderScopeContext } from '@furnace/api-client/server';

export type { ApiQuery, ApiQueryOptions } from '../use-api-query';

export function useApiQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): ApiQuery<T> {
  const scope = useContext(RenderScopeContext);
  if (!scope) throw new Error('useApiQuery (server): render() provides the data source');
  // An aborted signal: a failed answer is not tried again (withRetry stops), the page goes out.
  const answer = use(ask(scope, key, () => load(AbortSignal.abort())));
  return {
    data: answer.data as T | undefined,
    // A query only the browser can answer shows as it does there before its answer.
    loading: answer.unanswerable === true,
    error: answer.error,
    reload: () => Promise.resolve(),
  };
}

export function forgetServerAnswers(): void {
  // nothing is kept between renders
}
