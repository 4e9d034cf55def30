import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '@furnace/api-client/testing';
import { MemoryRouter } from '@furnace/router/testing';
import { render } from '@testing-library/react';
import { renderSignedIn, signIn } from '../../testing/render';
import { AcceptInvitePage, ProfilePage } from './ProfilePages';

describe('ProfilePage', () => {
  const bodies: unknown[] = [];
  beforeEach(() => {
    signIn();
    bodies.length = 0;
    server.use(
      http.post('/api/v1/users/me/password', async ({ request }) => {
        const body = (await request.json()) as { new_password: string };
        bodies.push(body);
        if (body.new_password === 'qwertyuiop123')
          return HttpResponse.json(
            {
              statusCode: 400,
              error: 'Bad Request',
              message:
                'new_password is one of the most common passwords and is easy to guess. Please choose another.',
            },
            { status: 400 },
          );
        return HttpResponse.json({
          message: 'Password changed. Other devices have been signed out.',
        });
      }),
    );
  });

  const setup = () => renderSignedIn(<ProfilePage />);

  /** Types the current password and the new one twice, and sends them. */
  const change = async (password: string, repeat = password) => {
    const user = setup();
    await user.type(screen.getByLabelText('Current password'), 'old password here');
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Repeat the new password'), repeat);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    return user;
  };

  it('checks that the two new passwords are the same before sending anything', async () => {
    await change('iron and coal smoke', 'iron and coal smoker');
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('changes the password, and shows the API’s reason for a refused one', async () => {
    const user = await change('qwertyuiop123');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/most common passwords/),
    );
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('New password'), 'iron and coal smoke');
    await user.type(screen.getByLabelText('Repeat the new password'), 'iron and coal smoke');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Password changed/));
    expect(bodies.at(-1)).toEqual({
      current_password: 'old password here',
      new_password: 'iron and coal smoke',
    });
  });
});

describe('AcceptInvitePage', () => {
  it('sets the password with the link’s token and offers to sign in', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v1/auth/accept-invite', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Your password is set.', username: 'clio' });
      }),
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/accept-invite?token=tok123']}>
        <AcceptInvitePage />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('New password'), 'bellows and slag heap');
    await user.type(screen.getByLabelText('Repeat the new password'), 'bellows and slag heap');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('link', { name: 'Sign in now' })).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'tok123', password: 'bellows and slag heap' }]);
  });
});
