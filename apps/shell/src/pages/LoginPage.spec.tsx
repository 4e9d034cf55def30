import { AuthProvider } from '@furnace/auth';
import { STORED_USER_KEY } from '@furnace/contracts';
import { Route, Routes } from '@furnace/router';
import { MemoryRouter } from '@furnace/router/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiProblem,
  http,
  museumApi,
  requestsTo,
  server,
  TEST_TOKEN,
  TEST_USER,
} from '@furnace/api-client/testing';
import LoginPage, { LOGIN_UNAVAILABLE } from './LoginPage';

const loadRemote = jest.fn().mockResolvedValue({});
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
}));

const GOOD_PASSWORD = TEST_USER.password;

function renderLogin(from?: string) {
  const entry = from
    ? { pathname: '/login', state: { from: { pathname: from, search: '', hash: '' } } }
    : '/login';
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<p>home page</p>} />
          <Route path="/admin/hours" element={<p>hours page</p>} />
          <Route path="/admin" element={<p>staff area</p>} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

const username = () => screen.getByLabelText('Username');
const password = () => screen.getByLabelText('Password');
const submitButton = () => screen.getByRole('button', { name: /sign/i });

/** The sign-in page with its username field entered and left empty: its 'Required' shown. */
async function touchUsernameOnly() {
  const user = userEvent.setup();
  renderLogin();
  await user.click(username());
  await user.tab();
  expect(await screen.findByText('Required')).toBeInTheDocument();
  return user;
}

describe('LoginPage', () => {
  beforeEach(() => {
    loadRemote.mockClear();
  });

  it('shows no errors before the user has done anything', () => {
    renderLogin();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(username()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(password()).toHaveAttribute('type', 'password');
  });

  it("shows 'Required' under a field once it was touched (blur)", async () => {
    await touchUsernameOnly();
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(username()).toHaveAccessibleDescription('Required');
    expect(password()).toHaveAttribute('aria-invalid', 'false');
  });

  it('validates on change: typing clears the message, deleting brings it back', async () => {
    const user = await touchUsernameOnly();
    // Typing in the username blurs the password, which then shows its own 'Required'.
    await user.type(username(), 'ada');
    await waitFor(() => expect(username()).toHaveAttribute('aria-invalid', 'false'));
    expect(username()).not.toHaveAccessibleDescription();
    await user.clear(username());
    await waitFor(() => expect(username()).toHaveAccessibleDescription('Required'));
  });

  it("a submit with empty fields shows 'Required' under both and sends nothing", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(submitButton());
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(museumApi.requests).toHaveLength(0);
  });

  it('a whitespace-only username counts as missing', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(username(), '   ');
    await user.type(password(), 'secret');
    await user.click(submitButton());
    expect(await screen.findAllByText('Required')).toHaveLength(1);
    expect(museumApi.requests).toHaveLength(0);
  });

  it("refused credentials: the button is disabled while submitting, then 'Invalid username or password'", async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(
        '/api/v1/auth/token',
        async () => {
          await answered;
          return apiProblem(401, 'Invalid username or password');
        },
        { once: true },
      ),
    );
    renderLogin();
    await user.type(username(), 'ada');
    await user.type(password(), 'wrong');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveTextContent('Signing in…');
    expect(screen.queryByText('Invalid username or password')).not.toBeInTheDocument();
    await act(async () => answer());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password'),
    );
    expect(submitButton()).toBeEnabled();
    expect(password()).toHaveValue('');
    expect(loadRemote).not.toHaveBeenCalled();
    // Now the real (fake) check: the same wrong password is refused by the API's rule too.
    await user.type(password(), 'wrong');
    await user.click(submitButton());
    await waitFor(() => expect(requestsTo('POST', '/api/v1/auth/token')).toHaveLength(1));
    const body = requestsTo('POST', '/api/v1/auth/token')[0].body as URLSearchParams;
    expect([body.get('username'), body.get('password')]).toEqual(['ada', 'wrong']);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password'),
    );
  });

  it('a server failure is not reported as wrong credentials', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('/api/v1/auth/token', () => apiProblem(500)));
    renderLogin();
    await user.type(username(), 'ada');
    await user.type(password(), 'pw');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LOGIN_UNAVAILABLE));
    expect(console.error).toHaveBeenCalled();
  });

  it('success: stores the user, preloads the admin remote and returns to the page the user wanted', async () => {
    const user = userEvent.setup();
    renderLogin('/admin/hours');
    expect(loadRemote).not.toHaveBeenCalled();
    await user.type(username(), ' ada ');
    await user.type(password(), GOOD_PASSWORD);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('hours page')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? '{}')).toEqual({
      username: 'ada',
      accessToken: 'token-for-ada',
    });
    expect(loadRemote).toHaveBeenCalledWith('admin/routes');
  });

  it("success without a remembered page goes to the staff area, '/admin'", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(username(), 'ada');
    await user.type(password(), GOOD_PASSWORD);
    await user.click(submitButton());
    expect(await screen.findByText('staff area')).toBeInTheDocument();
  });

  it('a signed-in user visiting /login is sent on', async () => {
    localStorage.setItem(
      STORED_USER_KEY,
      JSON.stringify({ username: 'ada', accessToken: TEST_TOKEN }),
    );
    renderLogin('/admin/hours');
    expect(await screen.findByText('hours page')).toBeInTheDocument();
  });

  it('"Show password" reveals the password so volunteers can check what they typed', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByLabelText('Show password'));
    expect(password()).toHaveAttribute('type', 'text');
  });
});
