import { MESSAGES } from '@furnace/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as fakeApi from '@furnace/api-client/testing';
import { HoursRoute } from '../../app/HoursRoute';
import { renderAdmin, signIn } from '../../testing/render';
import { ScheduleStrip } from './ScheduleStrip';

/** A day of GET /hours/schedule: the regular week's, closed, unless `fields` say otherwise. */
const day = (date: string, weekday: string, fields: object = {}) => {
  const regular = { ranges: [], closed_reason: null, note: null, source: 'regular', season: null };
  return { date, weekday, ...regular, ...fields };
};

describe('ScheduleStrip: the next 14 days as visitors will see them', () => {
  beforeEach(() => {
    signIn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows each day of GET /hours/schedule?days=14 with its hours and where they come from', async () => {
    let asked = '';
    fakeApi.server.use(
      fakeApi.http.get('/api/v1/hours/schedule', ({ request }) => {
        asked = new URL(request.url).search;
        return fakeApi.HttpResponse.json({
          time_zone: 'America/New_York',
          days: [
            day('2026-11-27', 'Friday', {
              ranges: [
                { open_time: '09:00:00', close_time: '12:00:00' },
                { open_time: '13:00:00', close_time: '16:00:00' },
              ],
            }),
            day('2026-11-28', 'Saturday', {
              source: 'special',
              closed_reason: 'Staff training day',
            }),
            day('2026-12-05', 'Saturday', {
              source: 'season',
              season: 'Winter hours',
              ranges: [{ open_time: '10:00:00', close_time: '14:00:00' }],
            }),
          ],
        });
      }),
    );
    renderAdmin(<ScheduleStrip />);
    const items = within(await screen.findByTestId('schedule-strip')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fri, Nov 279:00 AM - 12:00 PM, 1:00 PM - 4:00 PMRegular week',
      'Sat, Nov 28Closed for Staff training daySpecial day',
      'Sat, Dec 510:00 AM - 2:00 PMSeason: Winter hours',
    ]);
    expect(asked).toBe('?days=14');
  });

  it('says so when the schedule cannot be loaded', async () => {
    fakeApi.server.use(fakeApi.http.get('/api/v1/hours/schedule', () => fakeApi.apiProblem(503)));
    renderAdmin(<ScheduleStrip />);
    // A 503 (the database is down): what failed, and that it will pass.
    expect(
      await screen.findByText(
        `The next 14 days could not be loaded. ${MESSAGES.databaseUnavailable}`,
      ),
    ).toBeInTheDocument();
  });

  it('on the Opening Hours page, follows every save (here a special day)', async () => {
    const user = userEvent.setup();
    renderAdmin(<HoursRoute />);
    const strip = await screen.findByTestId('schedule-strip');
    expect(within(strip).getAllByRole('listitem')).toHaveLength(14);
    const firstDate = within(strip).getAllByRole('listitem')[0].querySelector('time')!;
    const today = firstDate.getAttribute('datetime')!;
    fakeApi.museumApi.specialDays = [];
    const form = screen.getByRole('form', { name: 'Add a special day' });
    const [year, month, date] = today.split('-').map(Number);
    const tomorrow = new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
    fireEvent.change(within(form).getByLabelText('First day'), { target: { value: tomorrow } });
    await user.type(within(form).getByLabelText('Reason visitors see'), 'Furnace repairs');
    await user.click(within(form).getByRole('button', { name: 'Save special day' }));
    await waitFor(() => expect(screen.getByText(/^Special day saved/)).toBeInTheDocument());
    expect(fakeApi.requestsTo('POST', '/api/v1/special-days')).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('schedule-strip')).getAllByRole('listitem')[1],
      ).toHaveTextContent('Closed for Furnace repairsSpecial day'),
    );
    // The spec's holidays panel lists closed days too: it reloads after the save as well.
    await waitFor(() => expect(fakeApi.requestsTo('GET', '/api/v1/holidays')).toHaveLength(2));
  });
});
