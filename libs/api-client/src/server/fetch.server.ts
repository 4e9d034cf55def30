// The server render's fetch (the server bundles' webpack configs provide it to every module of the server bundle in
// place of the global one): GET /api/v1/… is answered by the render's data source (server-data.ts),
// the API's caches, with no HTTP; anything else is 503, and the query asking it renders as still
// loading (server-data.ts), as in the browser before its answer, and is not inlined.
import { currentLoad, unanswerable } from '@furnace/api-client/server';

const API = '/api/v1';

export async function serverFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? 'GET').toUpperCase();
  const { api, key } = currentLoad(); // before any await
  const apiRead = api !== null && method === 'GET' && url.startsWith(`${API}/`);
  if (apiRead) {
    try {
      const data = await api(url.slice(API.length));
      return new Response(JSON.stringify(data), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    } catch {
      // not answerable from the caches now
    }
  }
  // Only the browser can ask this (a HEAD of a file, say): the query renders as still loading.
  if (key !== null && !apiRead) {
    unanswerable.add(key);
  }
  return new Response(null, { status: 503 });
}
