import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '@furnace/api-client/testing';
import { ACCOUNTS } from '@furnace/contracts';
import { ForgotPassword } from './ForgotPassword';

describe('Forgot password?', () => {
  it("asks for the username or e-mail address and shows the API's answer", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v1/auth/forgot-password', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: ACCOUNTS.forgotPasswordNoMail }, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    render(<ForgotPassword unavailable="down" />);
    const toggle = screen.getByRole('button', { name: ACCOUNTS.forgotPasswordLink });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText(ACCOUNTS.forgotPasswordField), ' maria ');
    await user.click(screen.getByRole('button', { name: ACCOUNTS.forgotPasswordSend }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(ACCOUNTS.forgotPasswordNoMail),
    );
    expect(sent).toEqual([{ username_or_email: 'maria' }]);
  });

  it('says sign-in help is unavailable when the API does not answer', async () => {
    server.use(http.post('/api/v1/auth/forgot-password', () => HttpResponse.error()));
    const user = userEvent.setup();
    render(<ForgotPassword unavailable="Sign-in is not available right now." />);
    await user.click(screen.getByRole('button', { name: ACCOUNTS.forgotPasswordLink }));
    await user.type(screen.getByLabelText(ACCOUNTS.forgotPasswordField), 'maria');
    await user.click(screen.getByRole('button', { name: ACCOUNTS.forgotPasswordSend }));
    expect(await screen.findByText('Sign-in is not available right now.')).toBeInTheDocument();
  });
});
