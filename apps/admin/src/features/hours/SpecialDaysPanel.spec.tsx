import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiProblem, http, museumApi, requestsTo, server } from '@furnace/api-client/testing';
import { renderAdmin, signIn } from '../../testing/render';
import { RecordsPanel } from './RecordsPanel';
import { SPECIAL_DAYS } from './SpecialDaysPanel';

const setDate = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => screen.getByRole('button', { name: 'Save special day' });

const LANTERN = {
  id: 4,
  date_from: '2030-12-05',
  date_through: '2030-12-05',
  ranges: [{ open_time: '17:00:00', close_time: '20:00:00' }],
  reason: null,
  note: 'Lantern tour',
};

describe('SpecialDaysPanel', () => {
  beforeEach(() => {
    signIn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('lists the special days from today on, closed with the reason or open with its ranges', async () => {
    museumApi.specialDays = [
      LANTERN,
      {
        id: 5,
        date_from: '2030-12-24',
        date_through: '2030-12-26',
        ranges: [],
        reason: 'Christmas',
        note: null,
      },
    ];
    renderAdmin(<RecordsPanel kind={SPECIAL_DAYS} />);
    const cards = await screen.findAllByTestId('special-day-card');
    expect(cards[0]).toHaveTextContent('Thursday, December 5, 2030');
    expect(cards[0]).toHaveTextContent('5:00 PM - 8:00 PM');
    expect(cards[0]).toHaveTextContent('Lantern tour');
    expect(cards[1]).toHaveTextContent('Tuesday, December 24, 2030 to Thursday, December 26, 2030');
    expect(cards[1]).toHaveTextContent('Closed for Christmas');
    expect(requestsTo('GET', '/api/v1/special-days')[0].path).toMatch(
      /^\/api\/v1\/special-days\?from=\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('a closed day needs a reason; native date inputs; then POSTs a one-day closure', async () => {
    const user = userEvent.setup();
    renderAdmin(<RecordsPanel kind={SPECIAL_DAYS} />);
    expect(await screen.findByText('No special days are planned.')).toBeInTheDocument();
    expect(screen.getByLabelText('First day')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText(/^Last day/)).toHaveAttribute('type', 'date');
    await user.click(save());
    expect(screen.getByText('Choose the date.')).toBeInTheDocument();
    setDate('First day', '2030-11-28');
    await user.click(save());
    expect(screen.getByText(/Enter the reason visitors see/)).toBeInTheDocument();
    expect(requestsTo('POST', '/api/v1/special-days')).toHaveLength(0);
    await user.type(screen.getByLabelText('Reason visitors see'), 'Staff training day');
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Special day saved: Thursday, November 28, 2030.',
      ),
    );
    expect(requestsTo('POST', '/api/v1/special-days')[0].body).toEqual({
      date_from: '2030-11-28',
      date_through: '2030-11-28',
      ranges: [],
      reason: 'Staff training day',
      note: null,
    });
    expect(await screen.findByTestId('special-day-card')).toHaveTextContent(
      'Closed for Staff training day',
    );
    expect(screen.getByLabelText('First day')).toHaveValue('');
  });

  it('an open special day has its own ranges (at least one) and an optional note', async () => {
    const user = userEvent.setup();
    renderAdmin(<RecordsPanel kind={SPECIAL_DAYS} />);
    await screen.findByText('No special days are planned.');
    setDate('First day', '2030-12-05');
    await user.click(screen.getByRole('radio', { name: 'Open with its own hours' }));
    expect(screen.queryByLabelText('Reason visitors see')).toBeNull();
    const range = screen.getByRole('group', { name: 'the special day range 1' });
    await user.type(within(range).getByLabelText('Opens'), '17:00');
    await user.type(within(range).getByLabelText('Closes'), '20:00');
    await user.type(screen.getByLabelText('Note for visitors (optional)'), 'Lantern tour');
    await user.click(save());
    await waitFor(() => expect(requestsTo('POST', '/api/v1/special-days')).toHaveLength(1));
    expect(requestsTo('POST', '/api/v1/special-days')[0].body).toEqual({
      date_from: '2030-12-05',
      date_through: '2030-12-05',
      ranges: [{ open_time: '17:00:00', close_time: '20:00:00' }],
      reason: null,
      note: 'Lantern tour',
    });

    // Removing the only range: an open day needs one.
    setDate('First day', '2030-12-06');
    await user.click(screen.getByRole('radio', { name: 'Open with its own hours' }));
    await user.click(screen.getByRole('button', { name: /^Remove the special day range 1/ }));
    await user.click(save());
    expect(screen.getByText('Add at least one range, or choose Closed.')).toBeInTheDocument();
  });

  it('a date that already has a special day asks to replace it; yes replaces it in one write', async () => {
    const user = userEvent.setup();
    museumApi.specialDays = [LANTERN];
    renderAdmin(<RecordsPanel kind={SPECIAL_DAYS} />);
    await screen.findByTestId('special-day-card');
    setDate('First day', '2030-12-05');
    await user.type(screen.getByLabelText('Reason visitors see'), 'Storm damage');
    await user.click(save());
    const question = await screen.findByRole('group', {
      name: 'There is already a special day on Thursday, December 5, 2030. Replace it?',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('PUT', '/api/v1/special-days/4')).toHaveLength(0);
    expect(requestsTo('POST', '/api/v1/special-days')).toHaveLength(0);
    expect(screen.getByLabelText('Reason visitors see')).toHaveValue('Storm damage');

    await user.click(save());
    await user.click(await screen.findByRole('button', { name: 'Yes, replace it' }));
    await waitFor(() => expect(requestsTo('PUT', '/api/v1/special-days/4')).toHaveLength(1));
    expect(requestsTo('POST', '/api/v1/special-days')).toHaveLength(0);
    expect(museumApi.specialDays).toEqual([
      {
        id: 4,
        date_from: '2030-12-05',
        date_through: '2030-12-05',
        ranges: [],
        reason: 'Storm damage',
        note: null,
      },
    ]);
  });

  it('a date in the past asks for confirmation first', async () => {
    const user = userEvent.setup();
    renderAdmin(<RecordsPanel kind={SPECIAL_DAYS} />);
    await screen.findByText('No special days are planned.');
    setDate('First day', '2020-03-02');
    await user.type(screen.getByLabelText('Reason visitors see'), 'Flood');
    await user.click(save());
    expect(
      await screen.findByRole('group', {
        name: 'March 2, 2020 is in the past: visitors will not see it. Save it as a record anyway?',
      }),
    ).toBeInTheDocument();
    expect(requestsTo('POST', '/api/v1/special-days')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(requestsTo('POST', '/api/v1/special-days')).toHaveLength(1));
  });

  it('a 409 is shown as written; a failed save keeps what was typed; edit and delete', async () => {
    const user = userEvent.setup();
    museumApi.specialDays = [LANTERN];
    server.use(
      http.put('/api/v1/special-days/:id', () =>
        apiProblem(409, 'The special day overlaps the one on 2030-12-06 to 2030-12-08.'),
      ),
    );
    renderAdmin(<RecordsPanel kind={SPECIAL_DAYS} />);
    await user.click(
      await screen.findByRole('button', { name: 'Edit special day Thursday, December 5, 2030' }),
    );
    expect(screen.getByRole('form', { name: 'Edit the special day' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Open with its own hours' })).toBeChecked();
    setDate(/^Last day/, '2030-12-07');
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /^The special day overlaps the one on 2030-12-06 to 2030-12-08\.$/,
      ),
    );
    expect(screen.getByLabelText(/^Last day/)).toHaveValue('2030-12-07');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(
      screen.getByRole('button', { name: 'Delete special day Thursday, December 5, 2030' }),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(
      await screen.findByText('Special day deleted: Thursday, December 5, 2030.'),
    ).toHaveFocus();
    expect(museumApi.specialDays).toEqual([]);
  });
});
