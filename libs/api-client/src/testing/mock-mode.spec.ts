import { ERRORS, type MuseumEvent } from '@furnace/contracts';
import {
  login,
  getJson,
  fetchHolidays,
  fetchCurrentUser,
  fetchSchedule,
  fetchSeasons,
} from '../index';
import { fileExists } from '../shared/files';
import { mockUserToken, seedMockMode, showMockModeLabel, type MockModeOptions } from './mock-mode';
import { museumApi } from './museum-api';

// The dev loop's mock mode runs the browsers on these same handlers (./browser.ts); here the seed
// goes through the real api-client calls, as the pages make them. (The dev loop passes the texts
// and the user of tools/dev/mock-mode.json; these are shaped the same.)
const options: MockModeOptions = {
  label: 'Mock mode',
  detail: 'Fake data.',
  signIn: 'Sign in as',
  testId: 'mock-mode',
  user: { username: 'mock', password: 'pw', member_id: 'mock', email: 'mock@example.org' },
};
const MOCK_USER = options.user;
const MOCK_USER_TOKEN = mockUserToken(MOCK_USER);

describe('mock mode seed', () => {
  const today = new Date(2026, 10, 24); // 24 November 2026

  beforeEach(() => seedMockMode(museumApi, MOCK_USER, today));

  it('lists upcoming events in date order, some with a picture, some with none', async () => {
    const events = await getJson<MuseumEvent[]>('/events', ERRORS.gettingEvents);
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events.map((event) => event.start_date)).toEqual(
      [...events.map((event) => event.start_date)].sort(),
    );
    expect(events[0].start_date).toBe('2026-11-28T10:00:00');
    expect(events.every((event) => event.start_date > '2026-11-24')).toBe(true);

    const pictures = await Promise.all(
      events.map(async (event) => (await fetch(event.image)).headers.get('content-type')),
    );
    expect(pictures).toContain('image/svg+xml');
    expect(pictures).toContain('application/json'); // a 404: the card's fallback drawing
  });

  it('has a holiday ahead', async () => {
    expect(await fetchHolidays()).toEqual([
      { holiday_date: '2026-12-12', description: 'Staff Training Day' },
    ]);
  });

  it('has a winter season and a special evening opening ahead, resolved in the schedule', async () => {
    expect((await fetchSeasons()).map((season) => season.valid_from)).toEqual(['2026-12-24']);
    const { days } = await fetchSchedule({ from: '2026-12-05', days: 1 });
    expect(days[0]).toMatchObject({ source: 'special', note: 'Lantern Tour of the Furnace' });
  });

  it('accepts the documented mock user, and its seeded token survives a reload', async () => {
    const token = await login(MOCK_USER.username, MOCK_USER.password);
    expect(token?.access_token).toBe(MOCK_USER_TOKEN);
    expect(await fetchCurrentUser(MOCK_USER_TOKEN)).toEqual({
      member_id: MOCK_USER.member_id,
      email: MOCK_USER.email,
      role: 'admin',
    });
    expect(await login(MOCK_USER.username, 'wrong')).toBeNull();
  });

  it('keeps new events (created through the handlers) after the seeded ones', () => {
    expect(museumApi.nextEventId).toBe(museumApi.events.length + 1);
  });

  it('reports no picture for an event image it does not hold', async () => {
    expect(await fileExists('/static/event_images/999')).toBe(false);
  });
});

describe('mock mode label', () => {
  afterEach(() => document.body.replaceChildren());

  it('says "Mock mode" and how to sign in, outside the app root', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const label = showMockModeLabel(document, options);
    expect(label.parentElement).toBe(document.body);
    expect(document.querySelector('[data-testid="mock-mode"]')).toBe(label);
    expect(label).toHaveAccessibleName('Mock mode');
    expect(label).toHaveTextContent('Mock mode · Fake data. Sign in as mock / pw');
  });
});
