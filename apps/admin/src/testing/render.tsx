import { AuthProvider } from '@furnace/auth';
import { STORED_USER_KEY } from '@furnace/contracts';
import { MemoryRouter } from '@furnace/router/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Signed in as 'ada' (token 'tok'), as the admin remote always is. */
export function signIn() {
  localStorage.setItem(STORED_USER_KEY, JSON.stringify({ username: 'ada', accessToken: 'tok' }));
}

export const json = (status: number, body: unknown = {}) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** A feature page on its own (the pages read the token from storage, not from the provider). */
export function renderAdmin(ui: ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

/** With the real AuthProvider, for what depends on the signed-in user (answer GET /users/me). */
export function renderWithAuth(ui: ReactElement, initialPath = '/') {
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={[initialPath]}>{ui}</MemoryRouter>
    </AuthProvider>,
  );
}

/** Routes fetch calls by "METHOD path" to canned answers; records every call. */
export function routeFetch(routes: Record<string, () => Promise<Response>>) {
  const mock = jest.fn((url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const answer = routes[key];
    if (!answer) return json(404, { message: `no route for ${key}` });
    return answer();
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}
