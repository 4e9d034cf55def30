import { readStoredUser, setHoursRanges, UNAUTHORIZED_EVENT } from '@furnace/api-client';
import { Route, Routes, useLocation } from '@furnace/router';
import { MemoryRouter } from '@furnace/router/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AuthProvider, RequireAuth, useAuth, writeStoredUser } from './auth-context';

import {
  http,
  HttpResponse,
  museumApi,
  requestsTo,
  server,
  TEST_TOKEN,
  TEST_USER,
} from '@furnace/api-client/testing';

function Whoami() {
  const { user, loading } = useAuth();
  if (loading) return <p>checking</p>;
  return <p>{user ? `signed in as ${user.username}` : 'signed out'}</p>;
}

function LoginProbe() {
  const from = (useLocation().state as { from?: { pathname: string } } | null)?.from;
  return <p>login page{from ? ` from ${from.pathname}` : ''}</p>;
}

function renderAt(path: string) {
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route path="/who" element={<Whoami />} />
          <Route
            path="/admin"
            element={
              <RequireAuth>
                <p>admin area</p>
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

describe('auth', () => {
  it('keeps a stored user whose token the API accepts', async () => {
    writeStoredUser({ username: 'ada', accessToken: TEST_TOKEN });
    renderAt('/who');
    expect(await screen.findByText('signed in as ada')).toBeInTheDocument();
    expect(requestsTo('GET', '/api/v1/users/me')[0].authorization).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('removes a stored user whose token is refused, or whose answer lacks an email', async () => {
    writeStoredUser({ username: 'ada', accessToken: 'revoked' });
    const first = renderAt('/who');
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(readStoredUser()).toBeNull();
    first.unmount();

    server.use(http.get('/api/v1/users/me', () => HttpResponse.json({ member_id: 'ada' })));
    writeStoredUser({ username: 'ada', accessToken: TEST_TOKEN });
    renderAt('/who');
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(readStoredUser()).toBeNull();
  });

  it('keeps the user signed in when the API answers 503 (its database is down) or cannot be reached', async () => {
    server.use(
      http.get('/api/v1/users/me', () =>
        HttpResponse.json(
          { statusCode: 503, error: 'Service Unavailable', message: 'try again' },
          { status: 503, headers: { 'Retry-After': '5' } },
        ),
      ),
    );
    writeStoredUser({ username: 'ada', accessToken: TEST_TOKEN });
    const first = renderAt('/admin');
    expect(await screen.findByText('admin area')).toBeInTheDocument();
    expect(readStoredUser()).toEqual({ username: 'ada', accessToken: TEST_TOKEN });
    // A write answered 503 does not sign out either (only the api-client's 401 event does).
    server.use(
      http.post('/api/v1/hours/set', () => HttpResponse.json({ statusCode: 503 }, { status: 503 })),
    );
    await expect(
      setHoursRanges({ day: 'Monday', start_time: '09:00:00', end_time: '16:00:00' }),
    ).rejects.toThrow('Error setting hours: 503');
    expect(screen.getByText('admin area')).toBeInTheDocument();
    expect(readStoredUser()).not.toBeNull();
    first.unmount();

    server.use(http.get('/api/v1/users/me', () => HttpResponse.error()));
    renderAt('/admin');
    expect(await screen.findByText('admin area')).toBeInTheDocument();
    expect(readStoredUser()).not.toBeNull();
  });

  it('renders nothing while validating, then the protected page', async () => {
    writeStoredUser({ username: 'ada', accessToken: TEST_TOKEN });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/v1/users/me', async () => {
        await answered;
        return HttpResponse.json({ member_id: 'ada', email: 'e' });
      }),
    );
    const { container } = renderAt('/admin');
    expect(container).toBeEmptyDOMElement();
    await act(async () => answer());
    expect(await screen.findByText('admin area')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a protected page to /login', async () => {
    renderAt('/admin');
    expect(await screen.findByText('login page from /admin')).toBeInTheDocument();
    expect(museumApi.requests).toHaveLength(0);
  });

  it('login stores {username, accessToken}; a refused login stores nothing', async () => {
    let auth!: ReturnType<typeof useAuth>;
    function Grab() {
      auth = useAuth();
      return null;
    }
    render(
      <AuthProvider>
        <Grab />
      </AuthProvider>,
    );
    await act(async () => expect(await auth.login('ada', 'bad')).toBe(false));
    expect(readStoredUser()).toBeNull();
    await act(async () => expect(await auth.login('ada', TEST_USER.password)).toBe(true));
    expect(readStoredUser()).toEqual({ username: 'ada', accessToken: 'token-for-ada' });
    const body = requestsTo('POST', '/api/v1/auth/token')[1].body as URLSearchParams;
    expect(body.get('username')).toBe('ada');
    act(() => auth.logout());
    await waitFor(() => expect(readStoredUser()).toBeNull());
  });

  it('an API 401 anywhere signs the user out and sends them to /login remembering the page', async () => {
    writeStoredUser({ username: 'ada', accessToken: TEST_TOKEN });
    renderAt('/admin');
    expect(await screen.findByText('admin area')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    });
    expect(await screen.findByText('login page from /admin')).toBeInTheDocument();
    expect(readStoredUser()).toBeNull();
  });
});

describe('auth where nothing is hydrated (createRoot: the admin, /login)', () => {
  it('has the stored user in the very first render (no detour through /login)', () => {
    writeStoredUser({ username: 'ada', accessToken: TEST_TOKEN });
    const seen: (string | null)[] = [];
    function Record() {
      seen.push(useAuth().user?.username ?? null);
      return null;
    }
    render(
      <AuthProvider>
        <Record />
      </AuthProvider>,
    );
    expect(seen[0]).toBe('ada');
  });
});
