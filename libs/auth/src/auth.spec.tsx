import { UNAUTHORIZED_EVENT } from '@furnace/api-client';
import { Route, Routes, useLocation } from '@furnace/router';
import { MemoryRouter } from '@furnace/router/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AuthProvider, useAuth } from './auth-context';
import { RequireAuth } from './require-auth';
import { readStoredUser, writeStoredUser } from './storage';

function respond(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

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
  const fetchMock = jest.fn();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('keeps a stored user whose token the API accepts', async () => {
    writeStoredUser({ username: 'ada', accessToken: 't' });
    fetchMock.mockReturnValue(respond(200, { member_id: 'ada', email: 'a@x.org' }));
    renderAt('/who');
    expect(await screen.findByText('signed in as ada')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer t');
  });

  it('removes a stored user whose token is refused, or whose answer lacks an email', async () => {
    writeStoredUser({ username: 'ada', accessToken: 't' });
    fetchMock.mockReturnValue(respond(200, { member_id: 'ada' }));
    renderAt('/who');
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(readStoredUser()).toBeNull();
  });

  it('renders nothing while validating, then the protected page', async () => {
    writeStoredUser({ username: 'ada', accessToken: 't' });
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { container } = renderAt('/admin');
    expect(container).toBeEmptyDOMElement();
    await act(async () => answer(new Response(JSON.stringify({ member_id: 'ada', email: 'e' }))));
    expect(await screen.findByText('admin area')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a protected page to /login', async () => {
    renderAt('/admin');
    expect(await screen.findByText('login page from /admin')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
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
    fetchMock.mockReturnValueOnce(respond(401, { message: 'no' }));
    await act(async () => expect(await auth.login('ada', 'bad')).toBe(false));
    expect(readStoredUser()).toBeNull();
    fetchMock.mockReturnValueOnce(respond(200, { access_token: 'tok', token_type: 'bearer' }));
    await act(async () => expect(await auth.login('ada', 'good')).toBe(true));
    expect(readStoredUser()).toEqual({ username: 'ada', accessToken: 'tok' });
    const body = fetchMock.mock.calls[1][1].body as URLSearchParams;
    expect(body.get('username')).toBe('ada');
    act(() => auth.logout());
    await waitFor(() => expect(readStoredUser()).toBeNull());
  });

  it('an API 401 anywhere signs the user out and sends them to /login remembering the page', async () => {
    writeStoredUser({ username: 'ada', accessToken: 'expired' });
    fetchMock.mockReturnValue(respond(200, { member_id: 'ada', email: 'a@x.org' }));
    renderAt('/admin');
    expect(await screen.findByText('admin area')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    });
    expect(await screen.findByText('login page from /admin')).toBeInTheDocument();
    expect(readStoredUser()).toBeNull();
  });
});
