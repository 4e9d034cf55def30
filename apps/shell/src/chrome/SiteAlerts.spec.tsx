import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentFake, requestsTo, inlineAnswer, SNOW_ALERT } from '@furnace/api-client/testing';
import type { AlertRecord } from '@furnace/contracts';
import { SiteAlerts } from './SiteAlerts';

const inline = (alerts: AlertRecord[]) => inlineAnswer('/alerts', alerts);

describe('SiteAlerts: the notices above every public page', () => {
  afterEach(() => {
    sessionStorage.clear();
    jest.useRealTimers();
  });

  it('shows the inlined alerts in the first render (no request, nothing moves later)', () => {
    inline([SNOW_ALERT, { ...SNOW_ALERT, id: 8, level: 'info', message: 'Lantern tour tonight.' }]);
    render(<SiteAlerts />);
    const shown = screen.getAllByTestId('site-alert');
    expect(shown.map((alert) => alert.textContent)).toEqual([
      'Closure: Closed today because of snow.×',
      'Information: Lantern tour tonight.×',
    ]);
    // Without an end, nothing needs the page's script before the visitor uses the page.
    expect(screen.getByRole('region', { name: 'Notices' })).not.toHaveAttribute('data-at-once');
  });

  it('without an inlined copy (the dev servers) it asks the API once', async () => {
    contentFake.alerts = [SNOW_ALERT];
    render(<SiteAlerts />);
    render(<SiteAlerts />); // a second reader on the same page shares the one request
    await waitFor(() =>
      expect(screen.getAllByText('Closed today because of snow.')).toHaveLength(2),
    );
    expect(requestsTo('GET', '/api/v1/alerts')).toHaveLength(1);
  });

  it('a dismissed alert stays away for the rest of the visit', async () => {
    inline([SNOW_ALERT]);
    const { unmount } = render(<SiteAlerts />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss this notice' }));
    expect(screen.queryByTestId('site-alert')).toBeNull();
    unmount();
    render(<SiteAlerts />); // the next page of the same visit
    expect(screen.queryByTestId('site-alert')).toBeNull();
  });

  it('goes by itself at its end time', () => {
    jest.useFakeTimers({ now: new Date('2026-12-24T12:00:00Z') });
    inline([{ ...SNOW_ALERT, ends_at: '2026-12-24T12:00:05Z' }]);
    render(<SiteAlerts />);
    expect(screen.getByTestId('site-alert')).toBeInTheDocument();
    // Its timer needs the live page: the server's page starts its script at once (page-boot.js).
    expect(screen.getByRole('region', { name: 'Notices' })).toHaveAttribute('data-at-once');
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.queryByTestId('site-alert')).toBeNull();
  });
});
