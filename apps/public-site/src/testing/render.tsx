import { MemoryRouter } from '@furnace/router/testing';
import { render } from '@testing-library/react';
import PublicSiteRoutes from '../app/PublicSiteRoutes';

/** Renders the remote's route table at `path`, as the shell would inside <main>. */
export function renderRoute(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <main>
        <PublicSiteRoutes />
      </main>
    </MemoryRouter>,
  );
}

type Handler = (init?: RequestInit) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces global.fetch: `routes` maps 'METHOD /path' to a handler; anything else answers 404, so a
 * page under test meets the same failures it would meet against a half-built API.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const fetchMock = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    const handler = routes[key];
    return handler ? handler(init) : new Response('{"message":"Not Found"}', { status: 404 });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export const callsTo = (fetchMock: jest.Mock, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
    .length;

export const STATUS_OPEN = { status: 'OPEN', message: 'Open today from 9:00 AM to 4:00 PM' };
