import { screen, within } from '@testing-library/react';
import { apiProblem, delay, http, museumApi, server } from '@furnace/api-client/testing';
import { renderRoute } from '../../testing/render';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('Plan-your-visit page (docs/product.md §2 and 9)', () => {
  it("shows 'CLOSED: ' and the message once the status is known, the hours from the API and the prices", async () => {
    museumApi.status = { status: 'CLOSED', message: 'Closed for Thanksgiving' };
    museumApi.hours = [
      { day_of_week: 'Friday', open_time: '10:00:00', close_time: '15:30:00' },
      { day_of_week: 'Monday', open_time: null, close_time: null },
    ];
    museumApi.holidays = [{ holiday_date: '2026-11-26', description: 'Thanksgiving' }];
    renderRoute('/visit');
    expect(await screen.findByTestId('open-banner')).toHaveTextContent(
      'CLOSED: Closed for Thanksgiving',
    );
    const friday = (await screen.findByRole('rowheader', { name: 'Friday' })).closest(
      'tr',
    ) as HTMLElement;
    expect(await within(friday).findByText('10:00 AM – 3:30 PM')).toBeInTheDocument();
    expect(screen.getByText('November 26, 2026: Thanksgiving')).toBeInTheDocument();
    expect(screen.getByText('$8.00')).toBeInTheDocument();
    expect(screen.getByText('$4.00')).toBeInTheDocument();
    expect(screen.getByText('$7.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /BUY TICKETS ONLINE/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByText('9:30 AM, 11:00 AM, 12:30 PM, 2:00 PM')).toBeInTheDocument();
  });

  it('hides the banner while loading, and falls back to the published hours when the API is down', async () => {
    server.use(
      http.get('/api/v1/hours/status', () => delay('infinite')),
      http.get('/api/v1/hours', () => apiProblem(503)),
    );
    renderRoute('/visit');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('open-banner')).toBeNull();
    const sunday = (await screen.findByRole('rowheader', { name: 'Sunday' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(sunday).getByText('12:00 PM – 4:00 PM')).toBeInTheDocument();
    const monday = screen.getByRole('rowheader', { name: 'Monday' }).closest('tr') as HTMLElement;
    expect(within(monday).getByText('Closed')).toBeInTheDocument();
  });

  it("shows 'OPEN: ' when open", async () => {
    // The fake API's seed status is OPEN, as a fresh site's is on a Friday at 10.
    renderRoute('/visit/tours');
    expect(await screen.findByTestId('open-banner')).toHaveTextContent(
      'OPEN: Open today from 9:00 AM to 4:00 PM',
    );
  });
});
