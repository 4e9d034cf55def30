import type {
  CurrentStaffUser,
  HolidayRecord,
  HoursStatus,
  MuseumEvent,
  OpeningHoursRecord,
  SeasonRecord,
  SignRecord,
  SpecialDayRecord,
  TimeRange,
} from '@furnace/contracts';

/** A staff account the fake API accepts at POST /auth/token. */
export interface FakeUser extends Pick<CurrentStaffUser, 'member_id' | 'email'> {
  username: string;
  password: string;
}

/** One request the fake API answered, with its body already read (JSON, form fields or files). */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. '/api/v1/events?scope=all'. */
  path: string;
  authorization: string | null;
  /** The If-Match header, when the write sent one. */
  ifMatch: string | null;
  body: unknown;
}

/**
 * The state behind the MSW handlers: a small in-memory museum, seeded like a fresh `npm start`
 * (docs/product.md §9: Friday and Saturday 9 to 4, Sunday 12 to 4). Tests change it directly
 * (`museumApi.events = [...]`) for the data they need, and read `requests` to check what a page
 * sent. It is reset after every test (tools/jest/jsdom-setup.ts).
 */
export interface MuseumApiState {
  status: HoursStatus;
  /** The regular week; `ranges` (when set) are all of a day's ranges, open/close the spec's pair. */
  hours: (OpeningHoursRecord & { ranges?: TimeRange[] })[];
  holidays: HolidayRecord[];
  /** Seasons and special days (docs/api.md, "Hours and status"). */
  seasons: SeasonRecord[];
  specialDays: SpecialDayRecord[];
  nextSeasonId: number;
  nextSpecialDayId: number;
  /** The home line GET /hours/week answers: a fixture (the real API derives it). */
  openDays: string;
  events: MuseumEvent[];
  /** What GET /events?scope=past lists (newest first, 20 a page). */
  pastEvents: MuseumEvent[];
  signs: SignRecord[];
  users: FakeUser[];
  /** Bearer tokens the API accepts. 'tok' is the one tests sign in with. */
  tokens: Map<string, string>;
  /** Static files (event PDFs, sign PDFs) that exist, for HEAD checks. */
  files: Set<string>;
  requests: RecordedRequest[];
  nextEventId: number;
}

export const TEST_TOKEN = 'tok';
export const TEST_USER: FakeUser = {
  username: 'ada',
  password: 'correct horse battery',
  member_id: 'ada',
  email: 'ada@example.org',
};

function seed(): MuseumApiState {
  return {
    status: { status: 'OPEN', message: 'Open today from 9:00 AM to 4:00 PM' },
    hours: [
      { day_of_week: 'Friday', open_time: '09:00:00', close_time: '16:00:00' },
      { day_of_week: 'Saturday', open_time: '09:00:00', close_time: '16:00:00' },
      { day_of_week: 'Sunday', open_time: '12:00:00', close_time: '16:00:00' },
    ],
    holidays: [],
    seasons: [],
    specialDays: [],
    nextSeasonId: 1,
    nextSpecialDayId: 1,
    openDays: 'Open Friday through Sunday',
    events: [],
    pastEvents: [],
    signs: [],
    users: [{ ...TEST_USER }],
    tokens: new Map([[TEST_TOKEN, TEST_USER.username]]),
    files: new Set(),
    requests: [],
    nextEventId: 1,
  };
}

export const museumApi: MuseumApiState = seed();

/** Back to the seed: called after every test, so no test sees another's data. */
export function resetMuseumApi(): void {
  Object.assign(museumApi, seed());
}

/** The requests the fake API received for `method path` (path without the query string). */
export function requestsTo(method: string, path: string): RecordedRequest[] {
  return museumApi.requests.filter(
    (request) => request.method === method && request.path.split('?')[0] === path,
  );
}
