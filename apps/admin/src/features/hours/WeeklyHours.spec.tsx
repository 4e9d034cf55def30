import { MESSAGES, WEEKDAYS } from '@furnace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiProblem, http, museumApi, requestsTo, server } from '@furnace/api-client/testing';
import { renderAdmin, signIn } from '../../testing/render';
import { dayText } from '@furnace/opening-hours';
import { WeeklyHours } from './WeeklyHours';

const HOURS = [
  { day_of_week: 'Friday', open_time: '09:00:00', close_time: '16:00:00' },
  { day_of_week: 'Sunday', open_time: '12:00:00', close_time: '16:00:00' },
] as const;

/** A day's row, in either mode: its answers are there, beside its buttons. */
const dayRow = (day: string) =>
  (
    screen.queryByTestId(`hours-${day}`) ?? screen.getByRole('form', { name: `${day} hours` })
  ).closest('li') as HTMLElement;

describe('dayText', () => {
  it("writes 'h:mm AM - h:mm PM' for each range, or 'Closed'", () => {
    expect(
      dayText([
        { open_time: '09:00:00', close_time: '12:00:00' },
        { open_time: '12:30', close_time: '00:15' },
      ]),
    ).toBe('9:00 AM - 12:00 PM, 12:30 PM - 12:15 AM');
    expect(dayText([])).toBe('Closed');
  });
});

describe('WeeklyHours', () => {
  beforeEach(() => {
    signIn();
    museumApi.hours = HOURS.map((record) => ({ ...record }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('lists Monday to Sunday with their hours', async () => {
    renderAdmin(<WeeklyHours />);
    expect(await screen.findByTestId('hours-Friday')).toHaveTextContent('9:00 AM - 4:00 PM');
    expect(screen.getByTestId('hours-Monday')).toHaveTextContent('Closed');
    const days = screen
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.day-row__day')?.textContent);
    expect(days).toEqual(WEEKDAYS);
  });

  it("saves HH:MM + ':00' ranges only when both times are filled, then reloads and says so", async () => {
    const user = userEvent.setup();
    renderAdmin(<WeeklyHours />);
    await user.click(await screen.findByRole('button', { name: 'Edit Friday hours' }));
    const opens = screen.getByLabelText('Opens');
    expect(opens).toHaveFocus();
    expect(opens).toHaveValue('09:00');
    await user.clear(screen.getByLabelText('Closes'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(/Enter both an opening and a closing time/)).toBeInTheDocument();
    expect(requestsTo('POST', '/api/v1/hours/set')).toHaveLength(0);

    await user.clear(opens);
    await user.type(opens, '10:30');
    await user.type(screen.getByLabelText('Closes'), '15:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dayRow('Friday')).getByRole('status')).toHaveTextContent(MESSAGES.hoursUpdated),
    );
    expect(requestsTo('POST', '/api/v1/hours/set')[0].body).toEqual({
      day: 'Friday',
      ranges: [{ open_time: '10:30:00', close_time: '15:00:00' }],
    });
    expect(requestsTo('GET', '/api/v1/hours')).toHaveLength(2);
    expect(screen.getByTestId('hours-Friday')).toHaveTextContent('10:30 AM - 3:00 PM');
    expect(screen.getByRole('button', { name: 'Edit Friday hours' })).toHaveFocus();
  });

  it('a lunch break is two ranges: add, edit and remove ranges, up to 4', async () => {
    const user = userEvent.setup();
    renderAdmin(<WeeklyHours />);
    await user.click(await screen.findByRole('button', { name: 'Edit Friday hours' }));
    const form = screen.getByRole('form', { name: 'Friday hours' });
    await user.clear(within(form).getByLabelText('Closes'));
    await user.type(within(form).getByLabelText('Closes'), '12:00');
    await user.click(within(form).getByRole('button', { name: 'Add a range to Friday' }));
    const second = within(form).getByRole('group', { name: 'Friday range 2' });
    await user.type(within(second).getByLabelText('Opens'), '13:00');
    await user.type(within(second).getByLabelText('Closes'), '16:00');
    // Two more ranges, then no more: a day has at most 4.
    await user.click(within(form).getByRole('button', { name: 'Add a range to Friday' }));
    await user.click(within(form).getByRole('button', { name: 'Add a range to Friday' }));
    expect(within(form).getByRole('button', { name: 'Add a range to Friday' })).toBeDisabled();
    expect(within(form).getByText('A day has at most 4 ranges.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: /^Remove Friday range 4/ }));
    // Range 3 overlaps range 2: refused before anything is sent, what was typed stays.
    const third = within(form).getByRole('group', { name: 'Friday range 3' });
    await user.type(within(third).getByLabelText('Opens'), '15:00');
    await user.type(within(third).getByLabelText('Closes'), '14:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      within(form).getByText(/The opening time must be before the closing time\./),
    ).toBeInTheDocument();
    await user.clear(within(third).getByLabelText('Closes'));
    await user.type(within(third).getByLabelText('Closes'), '17:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText(/The ranges of a day must not overlap\./)).toBeInTheDocument();
    expect(within(third).getByLabelText('Opens')).toHaveValue('15:00');
    expect(requestsTo('POST', '/api/v1/hours/set')).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: /^Remove Friday range 3/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dayRow('Friday')).getByRole('status')).toHaveTextContent(MESSAGES.hoursUpdated),
    );
    expect(requestsTo('POST', '/api/v1/hours/set')[0].body).toEqual({
      day: 'Friday',
      ranges: [
        { open_time: '09:00:00', close_time: '12:00:00' },
        { open_time: '13:00:00', close_time: '16:00:00' },
      ],
    });
    expect(screen.getByTestId('hours-Friday')).toHaveTextContent(
      '9:00 AM - 12:00 PM, 1:00 PM - 4:00 PM',
    );
  });

  it('a failed save keeps every range typed and shows the spec text', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/v1/hours/set', () => apiProblem(400, 'ranges must not overlap')));
    renderAdmin(<WeeklyHours />);
    await user.click(await screen.findByRole('button', { name: 'Edit Sunday hours' }));
    const form = screen.getByRole('form', { name: 'Sunday hours' });
    await user.click(within(form).getByRole('button', { name: 'Add a range to Sunday' }));
    const second = within(form).getByRole('group', { name: 'Sunday range 2' });
    await user.type(within(second).getByLabelText('Opens'), '17:00');
    await user.type(within(second).getByLabelText('Closes'), '19:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dayRow('Sunday')).getByRole('alert')).toHaveTextContent(
        `${MESSAGES.updateHoursFailed} Error setting hours: 400`,
      ),
    );
    expect(within(second).getByLabelText('Closes')).toHaveValue('19:00');
  });

  it("delete (after confirming) clears the day with null times: 'Hours deleted successfully.'", async () => {
    const user = userEvent.setup();
    renderAdmin(<WeeklyHours />);
    await user.click(await screen.findByRole('button', { name: 'Delete Sunday hours' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, clear Sunday' }));
    await waitFor(() =>
      expect(within(dayRow('Sunday')).getByRole('status')).toHaveTextContent(MESSAGES.hoursDeleted),
    );
    expect(requestsTo('POST', '/api/v1/hours/set')[0].body).toEqual({
      day: 'Sunday',
      start_time: null,
      end_time: null,
    });
    expect(screen.getByTestId('hours-Sunday')).toHaveTextContent('Closed');
  });

  it('reports the failure texts of docs/product.md §8', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/v1/hours/set', () => apiProblem(400, 'bad')));
    renderAdmin(<WeeklyHours />);
    await user.click(await screen.findByRole('button', { name: 'Edit Friday hours' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dayRow('Friday')).getByRole('alert')).toHaveTextContent(
        `${MESSAGES.updateHoursFailed} Error setting hours: 400`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete Friday hours' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear Friday' }));
    await waitFor(() =>
      expect(within(dayRow('Friday')).getByRole('alert')).toHaveTextContent(
        MESSAGES.deleteHoursFailed,
      ),
    );
  });

  it("'Failed to fetch hours.' when the hours cannot be loaded", async () => {
    server.use(http.get('/api/v1/hours', () => apiProblem(500)));
    renderAdmin(<WeeklyHours />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fetchHoursFailed),
    );
    expect(
      within(screen.getByRole('region', { name: 'Weekly opening hours' })).queryByRole('list'),
    ).toBeNull();
  });
});
