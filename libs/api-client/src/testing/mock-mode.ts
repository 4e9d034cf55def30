import { EVENT_LIFECYCLE_DEFAULTS, eventImagePath, type MuseumEvent } from '@furnace/contracts';
import type { FakeUser, MuseumApiState } from './museum-api';

/**
 * The dev loop's mock mode (`npm run dev -- --mock`, tools/dev/mock-entry.mjs): the fake museum of
 * ./museum-api with enough in it to click through the public pages and the admin. Dates are
 * relative to `today`, so the events are always upcoming.
 */

/** What the dev tooling passes in (tools/dev/mock-mode.json: the texts and the mock user, in one place). */
export interface MockModeOptions {
  /** The label on every page, e.g. 'Mock mode'. */
  label: string;
  /** What the label says after it. */
  detail: string;
  /** Before the mock user's name and password, e.g. 'Staff sign-in:'. */
  signIn: string;
  /** data-testid of the label. */
  testId: string;
  /** The staff account the fake API accepts. */
  user: FakeUser;
}

/** YYYY-MM-DD of `today` plus `days`, on the browser's calendar. */
function dayFrom(today: Date, days: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The token the fake API hands `user` (./handlers.ts): seeded, so a signed-in tab stays signed in on reload. */
export const mockUserToken = (user: FakeUser) => `token-for-${user.username}`;

const SEED_EVENTS: (Omit<
  MuseumEvent,
  'id' | 'start_date' | 'image' | 'pdf' | keyof typeof EVENT_LIFECYCLE_DEFAULTS
> & {
  inDays: number;
  time: string;
  /** Whether the fake API has a picture for it (otherwise the card shows its fallback drawing). */
  picture: boolean;
})[] = [
  {
    title: 'Charcoal Making Demonstration',
    description: 'Watch colliers build and fire a charcoal hearth the way the furnace was fed.',
    category: 'Demonstration',
    link_text: 'Program details',
    link_url: 'https://example.org/',
    inDays: 4,
    time: '10:00:00',
    picture: true,
  },
  {
    title: 'Lantern Tour of the Furnace',
    description: 'An evening walk through the furnace building and the casting house by lantern.',
    category: 'Tour',
    link_text: 'Tour details',
    link_url: 'https://example.org/',
    inDays: 11,
    time: '18:30:00',
    picture: false,
  },
  {
    title: "Miners' Village Walk",
    description: "A guided walk through the miners' village and the ironmaster's mansion grounds.",
    category: 'Tour',
    link_text: '',
    link_url: 'https://example.org/',
    inDays: 25,
    time: '13:00:00',
    picture: true,
  },
  {
    title: 'Blacksmith Open Day',
    description: 'Smiths at the forge all afternoon; bring your questions about wrought iron.',
    category: 'Demonstration',
    link_text: 'More about the day',
    link_url: 'https://example.org/',
    inDays: 40,
    time: '12:00:00',
    picture: false,
  },
];

/** Fills `state` (the test seed) with the mock mode's museum: events, a holiday, the mock `user`. */
export function seedMockMode(state: MuseumApiState, user: FakeUser, today = new Date()): void {
  state.events = SEED_EVENTS.map(({ inDays, time, picture: _picture, ...fields }, index) => ({
    ...EVENT_LIFECYCLE_DEFAULTS,
    ...fields,
    id: index + 1,
    start_date: `${dayFrom(today, inDays)}T${time}`,
    image: eventImagePath(index + 1),
    pdf: null,
  }));
  state.nextEventId = state.events.length + 1;
  state.files = new Set(
    SEED_EVENTS.flatMap((event, index) => (event.picture ? [eventImagePath(index + 1)] : [])),
  );
  state.holidays = [{ holiday_date: dayFrom(today, 18), description: 'Staff Training Day' }];
  // a winter season from next month and a special evening opening, so the visit page's
  // week, the admin's seasons, special days and 14-day strip have something to show.
  state.seasons = [
    {
      id: 1,
      name: 'Winter hours',
      valid_from: dayFrom(today, 30),
      valid_through: dayFrom(today, 120),
      hours: (['Saturday', 'Sunday'] as const).map((day) => ({
        day_of_week: day,
        ranges: [{ open_time: '10:00:00', close_time: '14:00:00' }],
      })),
    },
  ];
  state.nextSeasonId = 2;
  state.specialDays = [
    {
      id: 1,
      date_from: dayFrom(today, 11),
      date_through: dayFrom(today, 11),
      ranges: [{ open_time: '17:00:00', close_time: '20:30:00' }],
      reason: null,
      note: 'Lantern Tour of the Furnace',
    },
  ];
  state.nextSpecialDayId = 2;
  state.users = [...state.users.filter((u) => u.username !== user.username), { ...user }];
  state.tokens.set(mockUserToken(user), user.username);
}

/**
 * Puts the "Mock mode" label at the bottom of the page, outside the app's root so no page can
 * remove it, and keeps the page's own content clear of it.
 */
export function showMockModeLabel(document: Document, options: MockModeOptions): HTMLElement {
  const label = document.createElement('aside');
  label.setAttribute('aria-label', options.label);
  label.dataset.testid = options.testId;
  const strong = document.createElement('strong');
  strong.textContent = options.label;
  const { username, password } = options.user;
  label.append(strong, ` · ${options.detail} ${options.signIn} ${username} / ${password}`);
  Object.assign(label.style, {
    position: 'fixed',
    insetInline: '0',
    bottom: '0',
    zIndex: '2147483647',
    padding: '0.4rem 1rem',
    font: '600 0.9rem/1.3 system-ui, sans-serif',
    color: '#000',
    background: 'repeating-linear-gradient(135deg, #ffd400 0 18px, #ffe766 18px 36px)',
    borderTop: '3px solid #000',
    textAlign: 'center',
  });
  document.body.append(label);
  document.body.style.paddingBottom = '3.5rem';
  return label;
}
