import { AuthProvider, writeStoredUser } from '@furnace/auth';
import { inlineSiteData, TEST_TOKEN } from '@furnace/api-client/testing';
import { MemoryRouter } from '@furnace/router/testing';
import { act, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNTS } from '@furnace/contracts';
import { SiteHeader } from './SiteHeader';

function renderHeader() {
  return render(
    <AuthProvider>
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>
    </AuthProvider>,
  );
}

describe('SiteHeader', () => {
  beforeEach(() => {
    inlineSiteData(); // the content (links) the server puts in every page
    localStorage.clear();
    document.body.style.overflow = '';
  });

  it('shows the desktop navigation of the spec, with membership and donate when signed out', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['VISIT', 'ABOUT', 'EVENTS', 'SUPPORT', 'ONLINE TICKETS']);
    expect(within(nav).getByRole('link', { name: 'ONLINE TICKETS' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'MEMBERSHIP' })).toHaveAttribute('href', '/membership');
    expect(screen.getByRole('link', { name: 'DONATE' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByText(/Welcome,/)).toBeNull();
  });

  it('greets a signed-in user instead, linking to /profile', async () => {
    writeStoredUser({ username: 'ada', accessToken: 't' });
    renderHeader();
    const greeting = await screen.findByRole('link', { name: 'Welcome, ada' });
    expect(greeting).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'MEMBERSHIP' })).toBeNull();
  });

  it('signed in: "Staff area" and "Sign out" in the header and the phone menu; signing out says so', async () => {
    // A token the fake API accepts, so the check on load keeps ada signed in.
    writeStoredUser({ username: 'ada', accessToken: TEST_TOKEN });
    const user = userEvent.setup();
    renderHeader();
    expect(await screen.findByRole('link', { name: ACCOUNTS.staffArea })).toHaveAttribute(
      'href',
      '/admin',
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: ACCOUNTS.staffArea })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(within(menu).getByRole('link', { name: ACCOUNTS.yourProfile })).toHaveAttribute(
      'href',
      '/profile',
    );
    await user.click(within(menu).getByRole('button', { name: ACCOUNTS.signOut }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ACCOUNTS.signedOut));
    expect(screen.queryByRole('link', { name: ACCOUNTS.staffArea })).toBeNull();
    expect(screen.getByRole('link', { name: 'MEMBERSHIP' })).toBeInTheDocument();
  });

  it('opens the mobile menu with the spec items, locks page scroll, and unlocks on close and Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'VISIT',
      'ABOUT',
      'EVENTS',
      'Tickets',
      'Support Us',
      'Membership',
      'Donate',
      'Site map',
    ]);
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.body.style.overflow).toBe('');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(document.body.style.overflow).toBe('');
  });
});
