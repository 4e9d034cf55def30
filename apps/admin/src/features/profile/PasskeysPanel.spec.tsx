import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiProblem, http, HttpResponse, server } from '@furnace/api-client/testing';
import { ACCOUNTS, MESSAGES } from '@furnace/contracts';
import { renderAdmin, signIn } from '../../testing/render';
import { useAnswers } from '../../components/Answer';
import { PasskeysPanel } from './ProfilePages';

function Panel() {
  return <PasskeysPanel answers={useAnswers()} />;
}

describe('adding a passkey', () => {
  const original = (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  beforeEach(() => {
    // The browser can make passkeys (jsdom cannot: the button shows only where it can).
    (window as { PublicKeyCredential?: unknown }).PublicKeyCredential =
      class PublicKeyCredential {};
  });
  afterEach(() => {
    (window as { PublicKeyCredential?: unknown }).PublicKeyCredential = original;
  });

  it('asks for the password when the sign-in is over 5 minutes old, and sends it', async () => {
    signIn();
    const asked: unknown[] = [];
    server.use(
      http.post('/api/v1/auth/passkeys/register-options', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(
          { statusCode: 403, error: 'Forbidden', message: ACCOUNTS.passkeyNeedsPassword },
          { status: 403 },
        );
      }),
    );
    const user = userEvent.setup();
    renderAdmin(<Panel />);
    expect(screen.queryByLabelText(ACCOUNTS.passkeyPasswordLabel)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: ACCOUNTS.addPasskey }));
    const password = await screen.findByLabelText(ACCOUNTS.passkeyPasswordLabel);
    // The answer is beside the button, and has the focus.
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNTS.passkeyNeedsPassword);
    expect(screen.getByRole('alert')).toHaveFocus();
    await user.type(password, 'my-password-123');
    await user.click(screen.getByRole('button', { name: ACCOUNTS.addPasskey }));
    await waitFor(() => expect(asked).toEqual([{}, { password: 'my-password-123' }]));
  });
});

describe('the passkeys while the database is down', () => {
  it('says they could not be loaded and to try again, never that there are none', async () => {
    signIn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('/api/v1/auth/passkeys', () => apiProblem(503)));
    renderAdmin(<Panel />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        `The passkeys could not be loaded. ${MESSAGES.databaseUnavailable}`,
      ),
    );
    expect(screen.queryByText(ACCOUNTS.noPasskeys)).not.toBeInTheDocument();
  });
});
