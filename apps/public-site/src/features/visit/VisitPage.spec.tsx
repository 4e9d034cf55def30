import { formatLongDate, todayIso } from '@furnace/contracts';
import { screen, within } from '@testing-library/react';
import { apiProblem, delay, http, museumApi, server } from '@furnace/api-client/testing';
import { renderRoute } from '../../testing/render';
import { fakeRetryPauses, watchStatusTries } from '../../testing/status-tries';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

/** YYYY-MM-DD `days` after today (the fake API's today is the browser's). */
function inDays(days: number): string {
  const now = new Date();
  return todayIso(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
}
const row = (date: string) =>
  document.querySelector(`time[datetime="${date}"]`)?.closest('tr') as HTMLElement;

describe('Plan-your-visit page (docs/product.md §2 and 9)', () => {
  it("shows 'CLOSED: ' and the API's message, this week from the schedule, the season in force and the special days ahead", async () => {
    museumApi.status = { status: 'CLOSED', message: 'Closed today for Furnace repairs' };
    museumApi.seasons = [
      {
        id: 1,
        name: 'Winter hours',
        valid_from: inDays(-10),
        valid_through: inDays(40),
        hours: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
          (day) => ({
            day_of_week: day as 'Monday',
            ranges: [
              { open_time: '09:00:00', close_time: '12:00:00' },
              { open_time: '13:00:00', close_time: '16:00:00' },
            ],
          }),
        ),
      },
    ];
    museumApi.specialDays = [
      {
        id: 1,
        date_from: inDays(-3),
        date_through: inDays(-3),
        ranges: [],
        reason: 'Long ago',
        note: null,
      },
      {
        id: 2,
        date_from: inDays(2),
        date_through: inDays(3),
        ranges: [],
        reason: 'Staff training day',
        note: null,
      },
      {
        id: 3,
        date_from: inDays(20),
        date_through: inDays(20),
        ranges: [{ open_time: '17:00:00', close_time: '20:30:00' }],
        reason: null,
        note: 'Lantern tour',
      },
      {
        id: 4,
        date_from: inDays(57),
        date_through: inDays(57),
        ranges: [],
        reason: 'Too far',
        note: null,
      },
    ];
    renderRoute('/visit');
    expect(await screen.findByTestId('open-banner')).toHaveTextContent(
      'CLOSED: Closed today for Furnace repairs',
    );
    const week = await screen.findByTestId('week-schedule');
    expect(within(week).getAllByRole('row')).toHaveLength(7);
    expect(row(inDays(0))).toHaveTextContent(/Today, /);
    // A lunch break: two ranges.
    expect(row(inDays(1))).toHaveTextContent('9:00 AM – 12:00 PM, 1:00 PM – 4:00 PM');
    expect(row(inDays(2))).toHaveTextContent('Closed for Staff training day');
    expect(screen.getByTestId('season-in-force')).toHaveTextContent(
      `Winter hours, from ${formatLongDate(inDays(-10))} through ${formatLongDate(inDays(40))}`,
    );
    const specials = within(screen.getByTestId('special-days-ahead')).getAllByRole('listitem');
    expect(specials.map((item) => item.textContent)).toEqual([
      `${formatLongDate(inDays(2), { weekday: true })} to ${formatLongDate(inDays(3), { weekday: true })}: Closed for Staff training day`,
      `${formatLongDate(inDays(20), { weekday: true })}: 5:00 PM – 8:30 PM (Lantern tour)`,
    ]);
    expect(screen.queryByText(/Long ago|Too far/)).toBeNull();

    // The structured data (seasons, special days) comes in the HTML from the server: api content.spec.
    expect(screen.getByText('$8.00')).toBeInTheDocument();
    expect(screen.getByText('$4.00')).toBeInTheDocument();
    expect(screen.getByText('$7.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /BUY TICKETS ONLINE/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByText('9:30 AM, 11:00 AM, 12:30 PM, 2:00 PM')).toBeInTheDocument();
  });

  it('says so when no special days are ahead, and shows no season line outside a season', async () => {
    renderRoute('/visit');
    expect(await screen.findByText('No special days in the next 8 weeks.')).toBeInTheDocument();
    expect(screen.queryByTestId('season-in-force')).toBeNull();
  });

  it('hides the banner while loading, and falls back to the published hours when the schedule cannot be loaded', async () => {
    server.use(
      http.get('/api/v1/hours/status', () => delay('infinite')),
      http.get('/api/v1/hours/schedule', () => apiProblem(503)),
    );
    renderRoute('/visit');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('open-banner')).toBeNull();
    expect(
      await screen.findByText(/This week’s hours could not be loaded just now/),
    ).toBeInTheDocument();
    const sunday = screen.getByRole('rowheader', { name: 'Sunday' }).closest('tr') as HTMLElement;
    expect(within(sunday).getByText('12:00 PM – 4:00 PM')).toBeInTheDocument();
    const monday = screen.getByRole('rowheader', { name: 'Monday' }).closest('tr') as HTMLElement;
    expect(within(monday).getByText('Closed')).toBeInTheDocument();
  });

  it('when the status cannot be fetched after the retries, says where to find the hours instead of a gap', async () => {
    server.use(http.get('/api/v1/hours/status', () => apiProblem(503)));
    fakeRetryPauses();
    const tries = watchStatusTries();
    renderRoute('/visit');
    await tries.allFive();
    jest.useRealTimers();
    const note = await screen.findByTestId('status-unavailable');
    expect(note).toHaveTextContent(
      'Our opening status could not be loaded just now. See this week’s hours or call (717) 272-9711.',
    );
    expect(within(note).getByRole('link', { name: 'See this week’s hours' })).toHaveAttribute(
      'href',
      '/visit/hours',
    );
    expect(within(note).getByRole('link', { name: '(717) 272-9711' })).toHaveAttribute(
      'href',
      'tel:+17172729711',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'OPEN: ' when open", async () => {
    // The fake API's seed status is OPEN, as a fresh site's is on a Friday at 10.
    renderRoute('/visit/tours');
    expect(await screen.findByTestId('open-banner')).toHaveTextContent(
      'OPEN: Open today from 9:00 AM to 4:00 PM',
    );
  });
});
