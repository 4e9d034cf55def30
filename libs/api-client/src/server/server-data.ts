import { createContext } from 'react';

/**
 * Where the server render gets the API's answers: `api(path)` resolves to the JSON the browser
 * would get from GET /api/v1{path} (the API answers from its caches), or rejects.
 */
export type ApiSource = (path: string) => Promise<unknown>;

/** What one render knows: its data source, and the answers asked for so far (by query key). */
export interface RenderScope {
  api: ApiSource;
  /** The site's public origin (https://…), for JSON-LD; '' when the API gave none. */
  origin: string;
  answers: Map<string, Promise<Answer>>;
}

export type Answer =
  | { data: unknown; error?: undefined; unanswerable?: undefined }
  | { data?: undefined; error: unknown; unanswerable?: undefined }
  /** It asked something only the browser can (a HEAD of a file): rendered as still loading. */
  | { data?: undefined; error?: undefined; unanswerable: true };

export const RenderScopeContext = createContext<RenderScope | null>(null);

/**
 * The data source for fetch (fetch.server.ts), which a query's load() calls, maybe after an
 * await (retries). One per process: the API that loads this bundle gives every render the same.
 */
let currentApi: ApiSource | null = null;

/** The query whose load() is running its synchronous part now (fetch.server.ts reads it). */
let loadingKey: string | null = null;

/** What fetch.server.ts answers from: the data source, and the query loading now (or null). */
export function currentLoad(): { api: ApiSource | null; key: string | null } {
  return { api: currentApi, key: loadingKey };
}
/**
 * Queries whose load fetched what the server cannot answer: always the same for a key (a file's
 * HEAD), so kept for the process (a few keys).
 */
export const unanswerable = new Set<string>();

/** The answer to a query in this render: asked once, then the same promise (React's use needs it). */
export function ask(
  scope: RenderScope,
  key: string,
  load: () => Promise<unknown>,
): Promise<Answer> {
  let answer = scope.answers.get(key);
  if (!answer) {
    currentApi = scope.api;
    let loading: Promise<unknown>;
    loadingKey = key;
    try {
      loading = load();
    } finally {
      loadingKey = null;
    }
    answer = loading.then(
      (data): Answer => (unanswerable.has(key) ? { unanswerable: true } : { data }),
      (error: unknown): Answer => (unanswerable.has(key) ? { unanswerable: true } : { error }),
    );
    scope.answers.set(key, answer);
  }
  return answer;
}
