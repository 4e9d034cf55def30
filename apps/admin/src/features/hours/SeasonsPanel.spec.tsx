import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiProblem, http, museumApi, requestsTo, server } from '@furnace/api-client/testing';
import { editConflict, loadNewerVersion, recordVersion } from '@furnace/contracts';
import { renderAdmin, signIn } from '../../testing/render';
import { RecordsPanel } from './RecordsPanel';
import { SEASONS } from './SeasonsPanel';

const WINTER = {
  id: 7,
  name: 'Winter hours',
  valid_from: '2030-12-01',
  valid_through: '2031-02-28',
  hours: [
    {
      day_of_week: 'Saturday' as const,
      ranges: [
        { open_time: '10:00:00', close_time: '12:00:00' },
        { open_time: '13:00:00', close_time: '15:00:00' },
      ],
    },
  ],
};

const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openNewSeason(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add a season' }));
  return screen.getByRole('form', { name: 'Add a season' });
}

describe('SeasonsPanel', () => {
  beforeEach(() => {
    signIn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('lists each season with its dates and weekly ranges, or says none is set', async () => {
    const { unmount } = renderAdmin(<RecordsPanel kind={SEASONS} />);
    expect(
      await screen.findByText('No seasons are set: the regular week applies all year.'),
    ).toBeInTheDocument();
    unmount();
    museumApi.seasons = [WINTER];
    renderAdmin(<RecordsPanel kind={SEASONS} />);
    const card = await screen.findByTestId('season-card');
    expect(within(card).getByRole('heading', { name: 'Winter hours' })).toBeInTheDocument();
    expect(card).toHaveTextContent('December 1, 2030 to February 28, 2031');
    expect(card).toHaveTextContent('Saturday10:00 AM - 12:00 PM, 1:00 PM - 3:00 PM');
    expect(card).toHaveTextContent('MondayClosed');
  });

  it('creates a season: name, native date inputs and ranges per weekday; checked before sending', async () => {
    const user = userEvent.setup();
    renderAdmin(<RecordsPanel kind={SEASONS} />);
    const form = await openNewSeason(user);
    expect(screen.getByLabelText('Name visitors see')).toHaveFocus();
    expect(screen.getByLabelText('First day')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Last day')).toHaveAttribute('type', 'date');
    await user.click(within(form).getByRole('button', { name: 'Save season' }));
    expect(form).toHaveTextContent('Enter the name visitors see');
    expect(form).toHaveTextContent('Choose the first day of the season.');
    expect(requestsTo('POST', '/api/v1/seasons')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name visitors see'), 'Winter hours');
    setDate('First day', '2030-12-01');
    setDate('Last day', '2030-11-01');
    await user.click(within(form).getByRole('button', { name: 'Save season' }));
    expect(form).toHaveTextContent('The last day must be on or after the first day.');
    setDate('Last day', '2031-02-28');
    await user.click(
      within(form).getByRole('button', { name: 'Add a range to Saturday (season)' }),
    );
    const saturday = within(form).getByRole('group', { name: 'Saturday (season) range 1' });
    await user.type(within(saturday).getByLabelText('Opens'), '10:00');
    await user.type(within(saturday).getByLabelText('Closes'), '14:00');
    await user.click(within(form).getByRole('button', { name: 'Save season' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Season saved: Winter hours.'),
    );
    expect(requestsTo('POST', '/api/v1/seasons')[0].body).toEqual({
      name: 'Winter hours',
      valid_from: '2030-12-01',
      valid_through: '2031-02-28',
      hours: [
        { day_of_week: 'Saturday', ranges: [{ open_time: '10:00:00', close_time: '14:00:00' }] },
      ],
    });
    expect(await screen.findByTestId('season-card')).toHaveTextContent('Winter hours');
    expect(screen.queryByRole('form', { name: 'Add a season' })).toBeNull();
  });

  it('a new season starts from the regular week or another season; a day copies another', async () => {
    museumApi.seasons = [WINTER];
    const user = userEvent.setup();
    renderAdmin(<RecordsPanel kind={SEASONS} />);
    const form = await openNewSeason(user);
    const opens = (day: string, range: number) =>
      within(
        within(form).getByRole('group', { name: `${day} (season) range ${range}` }),
      ).getByLabelText('Opens');
    const startFrom = within(form).getByLabelText('Start from');
    await user.selectOptions(
      startFrom,
      await within(startFrom).findByRole('option', { name: 'Regular week' }),
    );
    expect(opens('Friday', 1)).toHaveValue('09:00');
    expect(opens('Sunday', 1)).toHaveValue('12:00');
    expect(within(form).queryByRole('group', { name: 'Monday (season) range 1' })).toBeNull();

    await user.selectOptions(startFrom, 'Season: Winter hours');
    expect(within(form).queryByRole('group', { name: 'Friday (season) range 1' })).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Monday: same hours as'), 'Saturday');
    expect(opens('Monday', 1)).toHaveValue('10:00');
    expect(opens('Monday', 2)).toHaveValue('13:00');

    await user.type(screen.getByLabelText('Name visitors see'), 'Spring hours');
    setDate('First day', '2031-03-01');
    setDate('Last day', '2031-05-31');
    await user.click(within(form).getByRole('button', { name: 'Save season' }));
    await waitFor(() => expect(requestsTo('POST', '/api/v1/seasons')).toHaveLength(1));
    expect(requestsTo('POST', '/api/v1/seasons')[0].body).toMatchObject({
      hours: [
        { day_of_week: 'Monday', ranges: WINTER.hours[0].ranges },
        { day_of_week: 'Saturday', ranges: WINTER.hours[0].ranges },
      ],
    });
  });

  it('a season starting in the past asks first; Cancel sends nothing and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderAdmin(<RecordsPanel kind={SEASONS} />);
    const form = await openNewSeason(user);
    await user.type(screen.getByLabelText('Name visitors see'), 'Old winter');
    setDate('First day', '2020-12-01');
    setDate('Last day', '2031-02-28');
    await user.click(within(form).getByRole('button', { name: 'Save season' }));
    const question = await screen.findByRole('group', {
      name: 'This season starts in the past (December 1, 2020). Save it anyway?',
    });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('POST', '/api/v1/seasons')).toHaveLength(0);
    expect(screen.getByLabelText('Name visitors see')).toHaveValue('Old winter');

    await user.click(within(form).getByRole('button', { name: 'Save season' }));
    await user.click(await screen.findByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(requestsTo('POST', '/api/v1/seasons')).toHaveLength(1));
  });

  it('a season someone else saved meanwhile: the conflict in plain words, the typed name kept, the newer one on request', async () => {
    const user = userEvent.setup();
    museumApi.seasons = [{ ...WINTER }];
    renderAdmin(<RecordsPanel kind={SEASONS} />);
    await user.click(await screen.findByRole('button', { name: 'Edit season Winter hours' }));
    museumApi.seasons = [{ ...WINTER, name: 'Deep winter' }]; // another volunteer's save
    const name = screen.getByLabelText('Name visitors see');
    await user.clear(name);
    await user.type(name, 'Cold months');
    await user.click(screen.getByRole('button', { name: 'Save season' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(editConflict('season')),
    );
    expect(screen.getByLabelText('Name visitors see')).toHaveValue('Cold months');
    expect(museumApi.seasons[0].name).toBe('Deep winter');

    await user.click(await screen.findByRole('button', { name: loadNewerVersion }));
    expect(screen.getByLabelText('Name visitors see')).toHaveValue('Deep winter');
  });

  it('after a conflict on one season, editing another edits that one: no newer version of the first is offered or sent', async () => {
    const user = userEvent.setup();
    const SUMMER = {
      ...WINTER,
      id: 8,
      name: 'Summer hours',
      valid_from: '2031-06-01',
      valid_through: '2031-08-31',
    };
    museumApi.seasons = [{ ...WINTER }, SUMMER];
    renderAdmin(<RecordsPanel kind={SEASONS} />);
    await user.click(await screen.findByRole('button', { name: 'Edit season Winter hours' }));
    museumApi.seasons = [{ ...WINTER, name: 'Deep winter' }, SUMMER]; // another volunteer's save
    await user.click(screen.getByRole('button', { name: 'Save season' }));
    expect(await screen.findByRole('button', { name: loadNewerVersion })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit season Summer hours' }));
    expect(screen.queryByRole('button', { name: loadNewerVersion })).not.toBeInTheDocument();
    const name = screen.getByLabelText('Name visitors see');
    expect(name).toHaveValue('Summer hours');
    await user.clear(name);
    await user.type(name, 'Long summer');
    await user.click(screen.getByRole('button', { name: 'Save season' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Season saved: Long summer.'),
    );
    expect(requestsTo('PUT', '/api/v1/seasons/8')[0].ifMatch).toBe(recordVersion(SUMMER));
  });

  it('a season someone else changed meanwhile is not deleted: the conflict, and the list as it is now', async () => {
    const user = userEvent.setup();
    museumApi.seasons = [{ ...WINTER }];
    renderAdmin(<RecordsPanel kind={SEASONS} />);
    await user.click(await screen.findByRole('button', { name: 'Delete season Winter hours' }));
    museumApi.seasons = [{ ...WINTER, name: 'Deep winter' }]; // another volunteer's save
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(museumApi.seasons).toEqual([{ ...WINTER, name: 'Deep winter' }]);
    const card = (await screen.findByRole('button', { name: 'Delete season Deep winter' })).closest(
      'li',
    ) as HTMLElement;
    // The answer sits in the card, beside the button pressed, and takes focus.
    expect(within(card).getByRole('alert')).toHaveTextContent(editConflict('season'));
    expect(within(card).getByRole('alert')).toHaveFocus();
  });

  it("an overlap is refused with the API's 409 message as written, and the form keeps its values", async () => {
    const user = userEvent.setup();
    museumApi.seasons = [WINTER];
    renderAdmin(<RecordsPanel kind={SEASONS} />);
    const form = await openNewSeason(user);
    await user.type(screen.getByLabelText('Name visitors see'), 'Late winter');
    setDate('First day', '2031-02-01');
    setDate('Last day', '2031-03-31');
    await user.click(within(form).getByRole('button', { name: 'Save season' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /^The season overlaps "Winter hours" \(2030-12-01 to 2031-02-28\)\.$/,
      ),
    );
    expect(screen.getByLabelText('Name visitors see')).toHaveValue('Late winter');
    expect(screen.getByLabelText('First day')).toHaveValue('2031-02-01');
  });

  it('edits a season (PUT) and deletes one after confirming (DELETE); a failure says so', async () => {
    const user = userEvent.setup();
    museumApi.seasons = [WINTER];
    renderAdmin(<RecordsPanel kind={SEASONS} />);
    await user.click(await screen.findByRole('button', { name: 'Edit season Winter hours' }));
    const form = screen.getByRole('form', { name: 'Edit season Winter hours' });
    const name = within(form).getByLabelText('Name visitors see');
    expect(
      within(form).getByRole('group', { name: 'Saturday (season) range 2' }),
    ).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Deep winter');
    await user.click(within(form).getByRole('button', { name: 'Save season' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Season saved: Deep winter.'),
    );
    expect(requestsTo('PUT', '/api/v1/seasons/7')[0].body).toMatchObject({
      name: 'Deep winter',
      valid_from: '2030-12-01',
    });

    server.use(http.delete('/api/v1/seasons/:id', () => apiProblem(500)));
    await user.click(await screen.findByRole('button', { name: 'Delete season Deep winter' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    const card = screen.getByTestId('season-card');
    await waitFor(() =>
      expect(within(card).getByRole('alert')).toHaveTextContent(
        'Failed to delete the season. Error deleting the season: 500',
      ),
    );
    expect(within(card).getByRole('alert')).toHaveFocus();
    expect(screen.queryByText('Season saved: Deep winter.')).toBeNull(); // the save's answer is gone
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Delete season Deep winter' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    // The card and its button are gone: the answer stands above the list, focused.
    const done = await screen.findByText('Season deleted: Deep winter.');
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveFocus();
    expect(museumApi.seasons).toEqual([]);
  });
});
