import { MESSAGES } from '@furnace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiProblem, http, museumApi, requestsTo, server } from '@furnace/api-client/testing';
import { DateTime } from 'luxon';
import { MUSEUM_TIME_ZONE, museumToday } from '../../components/museum-time';
import { renderAdmin, signIn } from '../../testing/render';
import { HolidaysPanel } from './HolidaysPanel';

const HOLIDAYS = [
  { holiday_date: '2026-12-25', description: 'Christmas Day' },
  { holiday_date: '2026-07-04', description: null },
];

type User = ReturnType<typeof userEvent.setup>;

/** Fills Add Holiday (an empty value: left as it is) and presses it. */
async function add(user: User, date: string, description: string) {
  if (date) await user.type(await screen.findByLabelText('Date'), date);
  if (description) await user.type(screen.getByLabelText('Description'), description);
  await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
}

/** The form's answer sits under its button. */
const closeForm = () => screen.getByRole('form', { name: 'Close the museum' });

/** Answers the in-page question `name` with its `button`. */
const answer = async (user: User, name: string, button: string) =>
  user.click(
    within(await screen.findByRole('group', { name })).getByRole('button', { name: button }),
  );

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
    expect(screen.getByLabelText('Date')).toHaveAttribute('type', 'date');
  });

  it("Add Holiday needs both fields: 'Both date and description are required.' in the alert region", async () => {
    const user = userEvent.setup();
    renderAdmin(<HolidaysPanel />);
    await user.type(await screen.findByLabelText('Date'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    expect(within(closeForm()).getByRole('alert')).toHaveTextContent(
      MESSAGES.holidayFieldsRequired,
    );
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveFocus());
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
      expect(within(closeForm()).getByRole('alert')).toHaveTextContent(
        'description must be at most 255 characters.',
      ),
    );
    expect(screen.getByLabelText('Description')).toHaveFocus();
    expect(requestsTo('POST', '/api/v1/holidays/set')).toHaveLength(0);
  });

  it('an impossible date is refused naming the field, never the console', async () => {
    const user = userEvent.setup();
    renderAdmin(<HolidaysPanel />);
    const date = await screen.findByLabelText('Date');
    // What a date picker holds when what was typed is no date: an empty value, badInput.
    jest.spyOn(date as HTMLInputElement, 'validity', 'get').mockReturnValue({
      badInput: true,
    } as ValidityState);
    await user.type(screen.getByLabelText('Description'), 'Snow');
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    expect(within(closeForm()).getByRole('alert')).toHaveTextContent(
      'date must be a real calendar date as YYYY-MM-DD.',
    );
    await waitFor(() => expect(date).toHaveFocus());
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST', '/api/v1/holidays/set')).toHaveLength(0);
  });

  it("the API's refusal of a date is shown in its words", async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/v1/holidays/set', () =>
        apiProblem(400, 'date must be a real calendar date as YYYY-MM-DD.'),
      ),
    );
    renderAdmin(<HolidaysPanel />);
    await add(user, '2026-12-31', 'Snow');
    await waitFor(() =>
      expect(within(closeForm()).getByRole('alert')).toHaveTextContent(
        'date must be a real calendar date as YYYY-MM-DD.',
      ),
    );
    expect(within(closeForm()).getByRole('alert')).not.toHaveTextContent('console');
  });

  it('asks before closing a past date and before replacing a closure on that date', async () => {
    const user = userEvent.setup();
    museumApi.holidays = [{ holiday_date: '2030-12-25', description: 'Christmas Day' }];
    renderAdmin(<HolidaysPanel />);
    await add(user, '2020-01-02', 'Flood');
    const inPast =
      'January 2, 2020 is in the past: visitors will not see it. Close the museum that day anyway?';
    await answer(user, inPast, 'Cancel');
    expect(requestsTo('POST', '/api/v1/holidays/set')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Date'));
    await add(user, '2030-12-25', '');
    const replace =
      'The museum is already closed on December 25, 2030 (Christmas Day). Replace that closure?';
    await answer(user, replace, 'Cancel');
    expect(requestsTo('POST', '/api/v1/holidays/set')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    await answer(user, replace, 'Yes, replace it');
    await waitFor(() =>
      expect(requestsTo('POST', '/api/v1/holidays/set')[0].body).toEqual({
        date: '2030-12-25',
        description: 'Flood',
      }),
    );
  });

  it('adds a holiday, then reloads; a failed add shows the spec text', async () => {
    const user = userEvent.setup();
    renderAdmin(<HolidaysPanel />);
    await add(user, '2026-12-31', "New Year's Eve");
    await waitFor(() =>
      expect(within(closeForm()).getByRole('status')).toHaveTextContent('Holiday added'),
    );
    expect(requestsTo('POST', '/api/v1/holidays/set')[0].body).toEqual({
      date: '2026-12-31',
      description: "New Year's Eve",
    });
    expect(await screen.findByText("New Year's Eve")).toBeInTheDocument(); // reloaded
    expect(screen.getByLabelText('Date')).toHaveValue('');

    server.use(http.post('/api/v1/holidays/set', () => apiProblem(500)));
    await add(user, '2026-12-30', 'x');
    await waitFor(() =>
      expect(within(closeForm()).getByRole('alert')).toHaveTextContent(MESSAGES.addHolidayFailed),
    );
  });

  it('closes the museum for several days with a note, and posts the matching notice in the same step', async () => {
    const user = userEvent.setup();
    const today = museumToday();
    const through = DateTime.fromISO(today).plus({ days: 2 }).toISODate() as string;
    renderAdmin(<HolidaysPanel />);
    await user.type(await screen.findByLabelText('Date'), today);
    await user.type(screen.getByLabelText('Last day (leave empty for one day)'), through);
    await user.type(screen.getByLabelText('Description'), 'Snow');
    await user.type(screen.getByLabelText('Note for visitors (optional)'), 'Stay safe.');
    await user.click(screen.getByRole('checkbox', { name: /Closed today: …/ }));
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    await waitFor(() =>
      expect(within(closeForm()).getByRole('status')).toHaveTextContent(
        `Closure added: ${today} to ${through}, Snow. Notice published: visitors see it above every page until the end of the closure.`,
      ),
    );
    expect(requestsTo('POST', '/api/v1/special-days')[0].body).toEqual({
      date_from: today,
      date_through: through,
      ranges: [],
      reason: 'Snow',
      note: 'Stay safe.',
    });
    expect(requestsTo('POST', '/api/v1/holidays/set')).toHaveLength(0);
    const [sent] = requestsTo('POST', '/api/v1/alerts');
    expect(sent.body).toMatchObject({
      message: 'Closed today: Snow. Stay safe.',
      level: 'closure',
    });
    const { starts_at, ends_at } = sent.body as { starts_at: string; ends_at: string };
    expect(Date.parse(starts_at)).toBeLessThanOrEqual(Date.now());
    // Until the museum's midnight after the last day.
    expect(ends_at).toBe(
      DateTime.fromISO(through, { zone: MUSEUM_TIME_ZONE }).plus({ days: 1 }).toISO(),
    );
    expect(screen.getByLabelText('Date')).toHaveValue('');
  });

  it('asks before replacing a closure on those dates, then writes over it; a last day before the first is refused', async () => {
    const user = userEvent.setup();
    museumApi.specialDays = [
      {
        id: 7,
        date_from: '2030-01-06',
        date_through: '2030-01-06',
        ranges: [],
        reason: 'Ice',
        note: null,
      },
    ];
    renderAdmin(<HolidaysPanel />);
    await user.type(await screen.findByLabelText('Date'), '2030-01-05');
    await user.type(screen.getByLabelText('Last day (leave empty for one day)'), '2030-01-04');
    await user.type(screen.getByLabelText('Description'), 'Snow');
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    expect(within(closeForm()).getByRole('alert')).toHaveTextContent(
      'The last day must be on or after the first day.',
    );
    await user.clear(screen.getByLabelText('Last day (leave empty for one day)'));
    await user.type(screen.getByLabelText('Last day (leave empty for one day)'), '2030-01-07');
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    await answer(
      user,
      'The museum is already closed on Sunday, January 6, 2030 (Ice). Replace that closure?',
      'Yes, replace it',
    );
    await waitFor(() => expect(requestsTo('PUT', '/api/v1/special-days/7')).toHaveLength(1));
    expect(requestsTo('PUT', '/api/v1/special-days/7')[0].body).toMatchObject({
      date_from: '2030-01-05',
      date_through: '2030-01-07',
      reason: 'Snow',
    });
    expect(requestsTo('POST', '/api/v1/alerts')).toHaveLength(0); // not asked for
  });

  it("a failed delete answers in its card, beside the button; a done one above the list, clearing the form's answer", async () => {
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
    await user.click(screen.getByRole('button', { name: 'Add Holiday' })); // an answer in the form
    expect(within(closeForm()).getByRole('alert')).toHaveTextContent(
      MESSAGES.holidayFieldsRequired,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete holiday 2026-12-25' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    const card = screen.getByText('Christmas Day').closest('li') as HTMLElement;
    await waitFor(() =>
      expect(within(card).getByRole('alert')).toHaveTextContent(MESSAGES.removeHolidayFailed),
    );
    expect(within(card).getByRole('alert')).toHaveFocus();
    expect(within(closeForm()).queryByRole('alert')).toBeNull(); // the form's old answer is gone
    expect(sent).toEqual({ date: '2026-12-25', description: null });

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Delete holiday 2026-12-25' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    const done = await screen.findByText('Holiday removed: 2026-12-25.');
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveFocus();
    expect(done.closest('li')).toBeNull(); // above the list: its card is gone
    expect(screen.queryByText('Christmas Day')).not.toBeInTheDocument();
  });
});
