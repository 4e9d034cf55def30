import { createContext } from 'react';

/**
 * Where the server render gets the API's answers: `api(path)` resolves to the JSON the browser
 * would get from GET /api/v1{path} (the API answers from its caches), or rejects.
 */
export type ApiSource = (path: string) => Promise<unknown>;

/** What one render knows: its data source, and the answers asked for so far (by query key). */
export interface RenderScope {
  api: ApiSource;
  answers: Map<string, Promise<Answer>>;
}

export type Answer = { data: unknown; error?: undefined } | { data?: undefined; error: unknown };

export const RenderScopeContext = createContext<RenderScope | null>(null);

/**
 * The data source for fetch (fetch.server.ts), which a query's load() calls, maybe after an
 * await (retries). One per process: the API that loads this bundle gives every render the same.
 */
export let currentApi: ApiSource | null = null;

/** The answer to a query in this render: asked once, then the same promise (React's use needs it). */
export function ask(
  scope: RenderScope,
  key: string,
  load: () => Promise<unknown>,
): Promise<Answer> {
  let answer = scope.answers.get(key);
  if (!answer) {
    currentApi = scope.api;
    answer = load().then(
      (data) => ({ data }),
      (error: unknown) => ({ error }),
    );
    scope.answers.set(key, answer);
  }
  return answer;
}
