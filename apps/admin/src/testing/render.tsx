import { MemoryRouter } from '@furnace/router/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider } from '@furnace/auth';
import type { ReactElement } from 'react';

/** Signed in as 'ada' (token 'tok', which the fake API accepts), as the admin remote always is. */
export { signIn } from '@furnace/api-client/testing';

/** A feature page on its own (the pages read the token from storage, not from the provider). */
export function renderAdmin(ui: ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

/** A page that asks who is signed in (useAuth), and a user to act on it. */
export function renderSignedIn(ui: ReactElement) {
  const user = userEvent.setup();
  renderAdmin(<AuthProvider>{ui}</AuthProvider>);
  return user;
}
