import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, server } from '@furnace/api-client/testing';
import { renderSignedIn, signIn } from '../../testing/render';
import { StaffPage } from './StaffPage';

const STAFF = [
  {
    id: 1,
    username: 'ada',
    email: 'ada@example.org',
    role: 'admin',
    disabled: false,
    has_password: true,
    created_at: '2026-01-01T00:00:00Z',
  },
  {
    id: 2,
    username: 'bob',
    email: 'bob@example.org',
    role: 'editor',
    disabled: false,
    has_password: true,
    created_at: '2026-01-02T00:00:00Z',
  },
];

describe('StaffPage', () => {
  const sent: { method: string; path: string; body: unknown }[] = [];
  beforeEach(() => {
    signIn();
    sent.length = 0;
    server.use(
      http.get('/api/v1/users', () => HttpResponse.json(STAFF)),
      http.post('/api/v1/users', async ({ request }) => {
        const body = await request.json();
        sent.push({ method: 'POST', path: '/users', body });
        if ((body as { username: string }).username === 'taken')
          return HttpResponse.json(
            {
              statusCode: 409,
              error: 'Conflict',
              message: 'A staff account with this username or e-mail already exists.',
            },
            { status: 409 },
          );
        return HttpResponse.json(
          {
            id: 3,
            username: 'clio',
            email: 'clio@example.org',
            role: 'editor',
            invite_url: 'http://localhost/accept-invite?token=abc123',
          },
          { status: 201 },
        );
      }),
      http.patch('/api/v1/users/:id', async ({ request, params }) => {
        sent.push({
          method: 'PATCH',
          path: `/users/${String(params.id)}`,
          body: await request.json(),
        });
        return HttpResponse.json({ ...STAFF[1], disabled: true });
      }),
    );
  });

  const setup = () => renderSignedIn(<StaffPage />);

  it('lists the accounts; the signed-in admin cannot act on themselves', async () => {
    setup();
    const bob = (await screen.findByRole('rowheader', { name: 'bob' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(bob).getByRole('button', { name: 'Make admin (bob)' })).toBeInTheDocument();
    const ada = screen.getByRole('rowheader', { name: 'ada' }).closest('tr') as HTMLElement;
    expect(within(ada).getByText('This is you')).toBeInTheDocument();
  });

  it('invites a volunteer and shows the one-time link to copy', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Username'), 'clio');
    await user.type(screen.getByLabelText('E-mail'), 'clio@example.org');
    await user.click(screen.getByRole('button', { name: 'Create invitation' }));
    expect(await screen.findByLabelText('Invitation link')).toHaveValue(
      'http://localhost/accept-invite?token=abc123',
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/users',
        body: { username: 'clio', email: 'clio@example.org', role: 'editor' },
      },
    ]);
  });

  it('shows the API’s sentence when an invitation is refused, and keeps what was typed', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Username'), 'taken');
    await user.type(screen.getByLabelText('E-mail'), 'x@example.org');
    await user.click(screen.getByRole('button', { name: 'Create invitation' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/already exists/));
    expect(screen.getByLabelText('Username')).toHaveValue('taken');
  });

  it.each([
    [
      'E-mail',
      'clio',
      'clio at example',
      'email must be an e-mail address such as ada@example.org.',
    ],
    [
      'Username',
      'Maria Lopez',
      'maria@example.org',
      'username may only use letters, digits, dots, dashes and underscores (no spaces), 2 to 64 characters: for example "maria.lopez".',
    ],
  ])(
    "a refused %s is refused in the API's words, before any request",
    async (field, username, email, message) => {
      const user = setup();
      await user.type(screen.getByLabelText('Username'), username);
      await user.type(screen.getByLabelText('E-mail'), email);
      await user.click(screen.getByRole('button', { name: 'Create invitation' }));
      await waitFor(() =>
        expect(screen.getByLabelText(field)).toHaveAccessibleDescription(
          expect.stringContaining(message),
        ),
      );
      expect(sent).toEqual([]);
    },
  );

  it('disables an account after asking', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Disable bob' }));
    await user.click(screen.getByRole('button', { name: 'Yes, disable' }));
    await waitFor(() =>
      expect(sent).toContainEqual({ method: 'PATCH', path: '/users/2', body: { disabled: true } }),
    );
  });
});
