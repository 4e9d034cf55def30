import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentFake, requestsTo, inlineAnswer } from '@furnace/api-client/testing';
import type { AlertRecord } from '@furnace/contracts';
import { SiteAlerts } from './SiteAlerts';

const SNOW: AlertRecord = {
  id: 7,
  message: 'Closed today because of snow.',
  level: 'closure',
  starts_at: '2026-01-01T00:00:00Z',
  ends_at: null,
};

const inline = (alerts: AlertRecord[]) => inlineAnswer('/alerts', alerts);

describe('SiteAlerts: the notices above every public page', () => {
  afterEach(() => {
    sessionStorage.clear();
    jest.useRealTimers();
  });

  it('shows the inlined alerts in the first render (no request, nothing moves later)', () => {
    inline([SNOW, { ...SNOW, id: 8, level: 'info', message: 'Lantern tour tonight.' }]);
    render(<SiteAlerts />);
    const shown = screen.getAllByTestId('site-alert');
    expect(shown.map((alert) => alert.textContent)).toEqual([
      'Closure: Closed today because of snow.×',
      'Information: Lantern tour tonight.×',
    ]);
    expect(screen.getByRole('region', { name: 'Notices' })).toBeInTheDocument();
  });

  it('without an inlined copy (the dev servers) it asks the API once', async () => {
    contentFake.alerts = [SNOW];
    render(<SiteAlerts />);
    render(<SiteAlerts />); // a second reader on the same page shares the one request
    await waitFor(() =>
      expect(screen.getAllByText('Closed today because of snow.')).toHaveLength(2),
    );
    expect(requestsTo('GET', '/api/v1/alerts')).toHaveLength(1);
  });

  it('a dismissed alert stays away for the rest of the visit', async () => {
    inline([SNOW]);
    const { unmount } = render(<SiteAlerts />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss this notice' }));
    expect(screen.queryByTestId('site-alert')).toBeNull();
    unmount();
    render(<SiteAlerts />); // the next page of the same visit
    expect(screen.queryByTestId('site-alert')).toBeNull();
  });

  it('goes by itself at its end time', () => {
    jest.useFakeTimers({ now: new Date('2026-12-24T12:00:00Z') });
    inline([{ ...SNOW, ends_at: '2026-12-24T12:00:05Z' }]);
    render(<SiteAlerts />);
    expect(screen.getByTestId('site-alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.queryByTestId('site-alert')).toBeNull();
  });
});
