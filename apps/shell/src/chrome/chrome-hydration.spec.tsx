import { inlineSiteData, TEST_TOKEN, inlineAnswer, SNOW_ALERT } from '@furnace/api-client/testing';
import { AuthProvider, writeStoredUser } from '@furnace/auth';
import type { AlertRecord } from '@furnace/contracts';
import { MemoryRouter } from '@furnace/router/testing';
import { renderHydrated } from '@furnace/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteAlerts } from './SiteAlerts';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

// The chrome of a server-rendered public page: the server renders it signed out, with every
// active alert, and the browser's hydrating render must give the same HTML (docs/adr/0007); what
// only the browser knows (the stored user, this tab's dismissals, the local year) comes after.

const LANTERNS: AlertRecord = {
  ...SNOW_ALERT,
  id: 8,
  level: 'info',
  message: 'Lantern tour tonight.',
};

const inlineAlerts = (alerts: AlertRecord[]) => inlineAnswer('/alerts', alerts);

const page = (
  <AuthProvider>
    <MemoryRouter>
      <SiteAlerts />
      <SiteHeader />
      <main>content</main>
      <SiteFooter />
    </MemoryRouter>
  </AuthProvider>
);

describe('the chrome hydrates the server HTML', () => {
  beforeEach(() => inlineSiteData());
  afterEach(() => {
    sessionStorage.clear();
    jest.useRealTimers();
  });

  it('for a signed-in visitor who dismissed an alert: no mismatch, then greeting and dismissal', async () => {
    inlineAlerts([SNOW_ALERT, LANTERNS]);
    const hydrated = await renderHydrated(page, () => {
      writeStoredUser({ username: 'ada', accessToken: TEST_TOKEN });
      sessionStorage.setItem('furnace:dismissed-alerts', JSON.stringify([7]));
    });
    // The server's HTML: signed out, both alerts.
    expect(hydrated.serverHtml).toContain('MEMBERSHIP');
    expect(hydrated.serverHtml).not.toContain('Welcome');
    expect(hydrated.serverHtml).toContain('Closed today because of snow.');
    expect(hydrated.problems).toEqual([]);
    // Then what this browser knows.
    const view = within(hydrated.container);
    expect(view.getByRole('link', { name: 'Welcome, ada' })).toHaveAttribute('href', '/profile');
    expect(view.queryByRole('link', { name: 'MEMBERSHIP' })).toBeNull();
    expect(view.getAllByTestId('site-alert').map((alert) => alert.textContent)).toEqual([
      'Information: Lantern tour tonight.×',
    ]);
    // The live page works: dismissing the other one removes it, for the rest of the visit.
    await userEvent.click(view.getByRole('button', { name: 'Dismiss this notice' }));
    expect(view.queryByTestId('site-alert')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('furnace:dismissed-alerts') ?? '')).toEqual([7, 8]);
    expect(await screen.findByRole('link', { name: 'Welcome, ada' })).toBeInTheDocument();
    hydrated.unmount();
  });

  it('for a first visit: nothing to change', async () => {
    inlineAlerts([SNOW_ALERT]);
    const hydrated = await renderHydrated(page);
    expect(hydrated.problems).toEqual([]);
    expect(within(hydrated.container).getByRole('link', { name: 'MEMBERSHIP' })).toBeVisible();
    expect(within(hydrated.container).getAllByTestId('site-alert')).toHaveLength(1);
    hydrated.unmount();
  });

  it('an alert that ended between the server render and the hydration: hydrated, then gone', async () => {
    jest.setSystemTime(new Date('2026-12-24T11:59:00Z')); // the test setup fakes Date alone
    inlineAlerts([{ ...SNOW_ALERT, ends_at: '2026-12-24T12:00:00Z' }]);
    const hydrated = await renderHydrated(page, () =>
      jest.setSystemTime(new Date('2026-12-24T12:00:30Z')),
    );
    expect(hydrated.serverHtml).toContain('Closed today because of snow.');
    expect(hydrated.problems).toEqual([]);
    expect(within(hydrated.container).queryByTestId('site-alert')).toBeNull();
    hydrated.unmount();
  });

  it('the year around New Year: the server HTML adopted without a mismatch, then the local year', async () => {
    jest.setSystemTime(new Date('2026-12-31T23:59:50Z')); // the test setup fakes Date alone
    const hydrated = await renderHydrated(page, () =>
      jest.setSystemTime(new Date('2027-01-01T00:00:10Z')),
    );
    expect(hydrated.serverHtml).toContain('2026');
    expect(hydrated.problems).toEqual([]);
    const legal = hydrated.container.querySelector('.site-footer__legal');
    expect(legal).toHaveTextContent(`© ${new Date().getFullYear()} Friends of the Iron Furnace.`);
    act(() => undefined);
    hydrated.unmount();
  });
});
