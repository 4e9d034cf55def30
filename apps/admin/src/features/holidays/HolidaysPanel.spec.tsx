import { MESSAGES } from '@furnace/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiProblem, http, museumApi, requestsTo, server } from '@furnace/api-client/testing';
import { renderAdmin, signIn } from '../../testing/render';
import { HolidaysPanel } from './HolidaysPanel';

const HOLIDAYS = [
  { holiday_date: '2026-12-25', description: 'Christmas Day' },
  { holiday_date: '2026-07-04', description: null },
];

describe('HolidaysPanel', () => {
  beforeEach(() => {
    signIn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("shows cards by date, with 'No description available' when there is none", async () => {
    museumApi.holidays = [...HOLIDAYS];
    renderAdmin(<HolidaysPanel />);
    expect(await screen.findByText('Christmas Day')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noDescription)).toBeInTheDocument();
    expect(screen.getByText('Saturday, July 4, 2026')).toBeInTheDocument();
    expect(screen.getByText('Format: YYYY-MM-DD, for example 2026-12-25')).toBeInTheDocument();
  });

  it("Add Holiday needs both fields: 'Both date and description are required.' in the alert region", async () => {
    const user = userEvent.setup();
    renderAdmin(<HolidaysPanel />);
    await user.type(await screen.findByLabelText('Date'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.holidayFieldsRequired);
    expect(screen.getByLabelText('Description')).toHaveFocus();
    expect(requestsTo('POST', '/api/v1/holidays/set')).toHaveLength(0);
  });

  it("a description over the API's limit is refused in the API's words, before any request", async () => {
    const user = userEvent.setup();
    renderAdmin(<HolidaysPanel />);
    await user.type(await screen.findByLabelText('Date'), '2026-12-31');
    await user.click(screen.getByLabelText('Description'));
    await user.paste('x'.repeat(256));
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'description must be at most 255 characters.',
      ),
    );
    expect(screen.getByLabelText('Description')).toHaveFocus();
    expect(requestsTo('POST', '/api/v1/holidays/set')).toHaveLength(0);
  });

  it('adds a holiday, then reloads; a refused add shows the spec text', async () => {
    const user = userEvent.setup();
    renderAdmin(<HolidaysPanel />);
    await user.type(await screen.findByLabelText('Date'), '2026-12-31');
    await user.type(screen.getByLabelText('Description'), "New Year's Eve");
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Holiday added'));
    expect(requestsTo('POST', '/api/v1/holidays/set')[0].body).toEqual({
      date: '2026-12-31',
      description: "New Year's Eve",
    });
    expect(await screen.findByText("New Year's Eve")).toBeInTheDocument(); // reloaded
    expect(screen.getByLabelText('Date')).toHaveValue('');

    server.use(http.post('/api/v1/holidays/set', () => apiProblem(400)));
    await user.type(screen.getByLabelText('Date'), '2026-12-31');
    await user.type(screen.getByLabelText('Description'), 'x');
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.addHolidayFailed),
    );
  });

  it('delete sends a null description after confirming; a failure shows the spec text', async () => {
    const user = userEvent.setup();
    museumApi.holidays = [...HOLIDAYS];
    let sent: unknown;
    server.use(
      http.post('/api/v1/holidays/set', async ({ request }) => {
        sent = await request.json();
        return apiProblem(500);
      }),
    );
    renderAdmin(<HolidaysPanel />);
    await user.click(await screen.findByRole('button', { name: 'Delete holiday 2026-12-25' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.removeHolidayFailed),
    );
    expect(sent).toEqual({ date: '2026-12-25', description: null });
  });
});
