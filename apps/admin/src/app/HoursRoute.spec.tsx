import { HOURS_UI, MESSAGES } from '@furnace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiProblem, http, server } from '@furnace/api-client/testing';
import { renderAdmin, signIn } from '../testing/render';
import { HoursRoute } from './HoursRoute';

describe('the Hours page opened while the database is down', () => {
  beforeEach(() => {
    signIn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Every read answers as the API does then: 503 and its sentence (docs/api.md).
    server.use(http.get('/api/v1/*', () => apiProblem(503, MESSAGES.databaseUnavailable)));
  });

  it('says in each panel what could not be loaded and to try again, never "Loading…" for ever', async () => {
    renderAdmin(<HoursRoute />);
    // Each panel, what it says when its read failed, and what it would say of an empty list.
    const panels: [string, string, string | null][] = [
      ['Weekly opening hours', MESSAGES.fetchHoursFailed, null],
      [HOURS_UI.stripTitle, HOURS_UI.stripFailed, null],
      ['Holidays and Special Closures', 'The holidays could not be loaded.', 'No holidays'],
      [HOURS_UI.seasonsTitle, HOURS_UI.loadSeasonsFailed, HOURS_UI.noSeasons],
      [HOURS_UI.specialDaysTitle, HOURS_UI.loadSpecialDaysFailed, HOURS_UI.noSpecialDays],
    ];
    for (const [title, failed, empty] of panels) {
      const panel = screen.getByRole('region', { name: title });
      await waitFor(() => expect(panel).toHaveTextContent(failed));
      expect(panel).toHaveTextContent(MESSAGES.databaseUnavailable);
      expect(within(panel).queryByText(/Loading/)).toBeNull();
      // No list, and nothing claims it is empty: it was never read.
      expect(within(panel).queryByRole('list')).toBeNull();
      if (empty) expect(panel).not.toHaveTextContent(empty);
    }
  });
});
