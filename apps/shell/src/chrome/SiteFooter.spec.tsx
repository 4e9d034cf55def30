import { AuthProvider, writeStoredUser } from '@furnace/auth';
import { inlineSiteData, TEST_TOKEN } from '@furnace/api-client/testing';
import { ACCOUNTS } from '@furnace/contracts';
import { MemoryRouter } from '@furnace/router/testing';
import { render, screen } from '@testing-library/react';
import { SiteFooter } from './SiteFooter';

const renderFooter = () =>
  render(
    <AuthProvider>
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    </AuthProvider>,
  );

describe('SiteFooter', () => {
  beforeEach(() => inlineSiteData());

  it("links to /admin as 'Site administrator login' when signed out", () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Site administrator login' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it("says 'Staff area' to someone signed in", async () => {
    writeStoredUser({ username: 'ada', accessToken: TEST_TOKEN });
    renderFooter();
    expect(await screen.findByRole('link', { name: ACCOUNTS.staffArea })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});
