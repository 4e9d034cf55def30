import { screen, within } from '@testing-library/react';
import { http, HttpResponse, server } from '@furnace/api-client/testing';
import { renderSignedIn, signIn } from '../../testing/render';
import { StaffPage } from './StaffPage';

const account = (id: number, username: string) => ({
  id,
  username,
  email: `${username}@example.org`,
  role: 'editor',
  disabled: false,
  has_password: true,
  created_at: '2026-01-01T00:00:00Z',
});

describe("the Staff page's passkeys", () => {
  it("lists each account's passkeys and removes one after asking", async () => {
    signIn();
    let keys = [
      { id: 'cred-1', name: 'Laptop', created_at: '2026-03-01T10:00:00Z', last_used_at: null },
    ];
    const removed: string[] = [];
    server.use(
      http.get('/api/v1/users', () => HttpResponse.json([account(2, 'bob')])),
      http.get('/api/v1/users/:id/passkeys', ({ params }) =>
        HttpResponse.json(params.id === '2' ? keys : []),
      ),
      http.delete('/api/v1/users/:id/passkeys/:passkeyId', ({ params }) => {
        removed.push(`${String(params.id)}/${String(params.passkeyId)}`);
        keys = [];
        return HttpResponse.json({ message: 'Passkey removed.' });
      }),
    );
    const user = renderSignedIn(<StaffPage />);
    const row = (await screen.findByRole('rowheader', { name: 'bob' })).closest(
      'tr',
    ) as HTMLElement;
    expect(await within(row).findByText(/Laptop, added 3\/1\/2026/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Remove the passkey Laptop of bob' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Removed the passkey "Laptop" of bob.')).toBeInTheDocument();
    expect(removed).toEqual(['2/cred-1']);
    expect(await within(row).findByText('None')).toBeInTheDocument();
  });
});
