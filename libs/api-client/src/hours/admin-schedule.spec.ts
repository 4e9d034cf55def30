import {
  ERRORS,
  HOURS_UI,
  rangesOf,
  type SeasonPayload,
  type WeekInForceResponse,
} from '@furnace/contracts';
import {
  createSeason,
  createSpecialDay,
  deleteSeason,
  deleteSpecialDay,
  fetchHoursWithRanges,
  fetchSchedule,
  fetchSeasons,
  fetchSpecialDays,
  setHoursRanges,
  updateSeason,
  updateSpecialDay,
} from './admin-schedule';
import { getJson } from '../shared/http';
import { apiProblem, http, museumApi, requestsTo, server, signIn } from '../testing';

const WINTER: SeasonPayload = {
  name: 'Winter hours',
  valid_from: '2026-12-01',
  valid_through: '2027-02-28',
  hours: [{ day_of_week: 'Saturday', ranges: [{ open_time: '10:00', close_time: '14:00' }] }],
};

describe('hours: ranges, seasons, special days (client and fakes)', () => {
  it('every write fails with "Not authenticated" without a token, before any request', async () => {
    const calls = [
      () => setHoursRanges({ day: 'Friday', ranges: [] }),
      () => createSeason(WINTER),
      () => updateSeason(1, WINTER),
      () => deleteSeason(1),
      () =>
        createSpecialDay({
          date_from: '2026-12-24',
          date_through: '2026-12-24',
          ranges: [],
          reason: 'x',
          note: null,
        }),
      () => deleteSpecialDay(1),
    ];
    for (const call of calls) await expect(call()).rejects.toThrow(ERRORS.notAuthenticated);
    expect(museumApi.requests).toHaveLength(0);
  });

  it('setHoursRanges posts {day, ranges}; GET /hours then lists the ranges, and the spec pair', async () => {
    signIn();
    await setHoursRanges({
      day: 'Friday',
      ranges: [
        { open_time: '13:00:00', close_time: '16:00:00' },
        { open_time: '09:00:00', close_time: '12:00:00' },
      ],
    });
    expect(requestsTo('POST', '/api/v1/hours/set')[0].authorization).toBe('Bearer tok');
    const { hours } = await fetchHoursWithRanges();
    const friday = hours.find((h) => h.day_of_week === 'Friday');
    expect(friday).toMatchObject({ open_time: '09:00:00', close_time: '16:00:00' });
    expect(rangesOf(friday!)).toEqual([
      { open_time: '09:00:00', close_time: '12:00:00' },
      { open_time: '13:00:00', close_time: '16:00:00' },
    ]);
    expect(rangesOf({ day_of_week: 'Monday', open_time: null, close_time: null })).toEqual([]);
  });

  it('a refused write carries the API message as written (409, 400); other failures the catalogue text', async () => {
    signIn();
    await createSeason(WINTER);
    await expect(
      createSeason({
        ...WINTER,
        name: 'Late winter',
        valid_from: '2027-02-01',
        valid_through: '2027-03-31',
      }),
    ).rejects.toThrow('The season overlaps "Winter hours" (2026-12-01 to 2027-02-28).');
    await expect(createSeason({ ...WINTER, name: ' ' })).rejects.toThrow('name is required');
    server.use(http.post('/api/v1/seasons', () => apiProblem(500)));
    await expect(createSeason(WINTER)).rejects.toThrow('Error saving the season: 500');
    server.use(http.get('/api/v1/hours/schedule', () => apiProblem(503)));
    await expect(fetchSchedule()).rejects.toThrow('Error getting the schedule: 503');
  });

  it('the fake schedule resolves special day > season > regular week', async () => {
    signIn();
    await createSeason(WINTER);
    await createSpecialDay({
      date_from: '2026-12-05',
      date_through: '2026-12-05',
      ranges: [{ open_time: '17:00', close_time: '20:00' }],
      reason: null,
      note: 'Lantern tour',
    });
    // 2026-11-27 is a Friday (regular), 12-05 a Saturday (special), 12-12 a Saturday (season).
    const { days } = await fetchSchedule({ from: '2026-11-27', days: 16 });
    expect(days[0]).toMatchObject({ date: '2026-11-27', weekday: 'Friday', source: 'regular' });
    expect(days[8]).toMatchObject({
      date: '2026-12-05',
      source: 'special',
      note: 'Lantern tour',
      season: 'Winter hours',
      ranges: [{ open_time: '17:00:00', close_time: '20:00:00' }],
    });
    expect(days[15]).toMatchObject({ date: '2026-12-12', source: 'season' });
    expect(days[15].ranges).toEqual([{ open_time: '10:00:00', close_time: '14:00:00' }]);
    expect(requestsTo('GET', '/api/v1/hours/schedule')[0].path).toBe(
      '/api/v1/hours/schedule?from=2026-11-27&days=16',
    );
    const week = await getJson<WeekInForceResponse>(
      '/hours/week?date=2026-12-10',
      HOURS_UI.gettingWeek,
    );
    expect(week).toMatchObject({ source: 'season', open_days: 'Open Friday through Sunday' });
    expect(week.season?.name).toBe('Winter hours');
    expect(await fetchSpecialDays({ from: '2026-12-06' })).toEqual([]);
  });

  it('updates and deletes seasons and special days', async () => {
    signIn();
    const season = await createSeason(WINTER);
    await updateSeason(season.id, { ...WINTER, name: 'Deep winter' });
    expect((await fetchSeasons()).map((s) => s.name)).toEqual(['Deep winter']);
    await deleteSeason(season.id);
    expect(await fetchSeasons()).toEqual([]);
    const day = await createSpecialDay({
      date_from: '2026-12-24',
      date_through: '2026-12-26',
      ranges: [],
      reason: 'Christmas',
      note: null,
    });
    await updateSpecialDay(day.id, { ...day, reason: 'Christmas break' });
    expect((await fetchSpecialDays())[0].reason).toBe('Christmas break');
    await deleteSpecialDay(day.id);
    await expect(deleteSpecialDay(day.id)).rejects.toThrow('Error deleting the special day: 404');
  });
});
