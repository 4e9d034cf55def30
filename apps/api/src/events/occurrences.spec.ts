import {
  EVENT_LIFECYCLE_DEFAULTS,
  type EventRecurrence,
  type MuseumEvent,
} from '@furnace/contracts';
import {
  defaultOccurrenceDate,
  isOccurrence,
  pastOccurrences,
  statusesOf,
  upcomingPage,
  type OccurrenceChanges,
  type StatusOn,
  type UpcomingCursor,
} from './occurrences';

/** The whole upcoming listing: one page big enough for everything. */
const upcomingOccurrences = (
  events: MuseumEvent[],
  statusOn: StatusOn,
  today: string,
  now: number,
) => upcomingPage(events, { statusOn, today, now }, { size: 100_000 }).events;
const past = (events: MuseumEvent[], statusOn: StatusOn, today: string, now: number) =>
  pastOccurrences(events, { statusOn, today, now });

const event = (overrides: Partial<MuseumEvent>): MuseumEvent => ({
  ...EVENT_LIFECYCLE_DEFAULTS,
  id: 1,
  title: 'Tour',
  description: 'x',
  category: 'Default Category',
  start_date: '2030-06-01T10:00:00',
  link_text: '',
  link_url: '',
  image: '/static/event_images/1',
  pdf: null,
  ...overrides,
});
const NONE: OccurrenceChanges = new Map();
const NEVER_CLOSED: StatusOn = statusesOf(NONE, []);
const NOW = Date.parse('2030-06-10T12:00:00Z');
// 2030-06-01 is a Saturday.
const weekly = (count: number | null, until: string | null = null): EventRecurrence => ({
  freq: 'weekly',
  interval: 1,
  by_weekday: ['Saturday'],
  until,
  count,
});

describe('occurrences', () => {
  it('an event that ends today is still upcoming; one that ended yesterday is past', () => {
    const overnight = event({
      start_date: '2030-06-09T22:00:00',
      end_date: '2030-06-10T02:00:00',
    });
    expect(upcomingOccurrences([overnight], NEVER_CLOSED, '2030-06-10', NOW)).toHaveLength(1);
    expect(upcomingOccurrences([overnight], NEVER_CLOSED, '2030-06-11', NOW)).toEqual([]);
    expect(
      past([overnight], NEVER_CLOSED, '2030-06-11', NOW).map((e) => e.occurrence_date),
    ).toEqual(['2030-06-09']);
  });

  it('each occurrence keeps the time and length, shifted to its date; past ones newest first', () => {
    const series = event({ end_date: '2030-06-02T01:00:00', recurrence: weekly(4) });
    const upcoming = upcomingOccurrences([series], NEVER_CLOSED, '2030-06-10', NOW);
    expect(upcoming.map((e) => [e.start_date, e.end_date])).toEqual([
      ['2030-06-15T10:00:00', '2030-06-16T01:00:00'],
      ['2030-06-22T10:00:00', '2030-06-23T01:00:00'],
    ]);
    expect(past([series], NEVER_CLOSED, '2030-06-10', NOW).map((e) => e.occurrence_date)).toEqual([
      '2030-06-08',
      '2030-06-01',
    ]);
  });

  it('a closure cancels with its reason, an occurrence’s own status wins, open days stay', () => {
    const specialDays = [
      {
        id: 1,
        date_from: '2030-06-15',
        date_through: '2030-06-16',
        ranges: [],
        reason: 'Flood',
        note: null,
      },
      {
        id: 2,
        date_from: '2030-06-22',
        date_through: '2030-06-22',
        ranges: [{ open_time: '10:00', close_time: '12:00' }],
        reason: 'Short day',
        note: null,
      },
    ];
    const series = event({ recurrence: weekly(5), status: 'postponed', status_note: 'Later' });
    const statuses = (changes: OccurrenceChanges) =>
      upcomingOccurrences([series], statusesOf(changes, specialDays), '2030-06-10', NOW).map(
        (e) => [e.occurrence_date, e.status, e.status_note],
      );
    expect(statuses(NONE)).toEqual([
      ['2030-06-15', 'cancelled', 'Flood'],
      ['2030-06-22', 'postponed', 'Later'],
      ['2030-06-29', 'postponed', 'Later'],
    ]);
    const own = new Map([
      [1, new Map([['2030-06-15', { status: 'scheduled' as const, status_note: 'Indoors' }]])],
    ]);
    expect(statuses(own)[0]).toEqual(['2030-06-15', 'scheduled', 'Indoors']);
  });

  it('drafts are left out until their publish_at', () => {
    const draft = event({ publish_at: '2030-06-10T12:00:01.000Z' });
    expect(upcomingOccurrences([draft], NEVER_CLOSED, '2030-06-01', NOW)).toEqual([]);
    expect(upcomingOccurrences([draft], NEVER_CLOSED, '2030-06-01', NOW + 1000)).toHaveLength(1);
  });

  it('isOccurrence and the page’s default occurrence', () => {
    const series = event({ recurrence: weekly(3) });
    expect(isOccurrence(series, '2030-06-08')).toBe(true);
    expect(isOccurrence(series, '2030-06-09')).toBe(false);
    expect(isOccurrence(series, '2030-06-22')).toBe(false); // after the third
    expect(isOccurrence(event({}), '2030-06-01')).toBe(true);
    expect(defaultOccurrenceDate(series, '2030-06-05')).toBe('2030-06-08');
    expect(defaultOccurrenceDate(series, '2031-01-01')).toBe('2030-06-15');
  });

  it('pages walked with their cursors give the whole listing, without gaps or repeats', () => {
    const programme = [
      event({ id: 1, recurrence: weekly(null) }),
      event({ id: 2, start_date: '2030-06-13T10:00:00', recurrence: weekly(null, null) }),
      event({
        id: 3,
        start_date: '2030-06-30T18:00:00',
        recurrence: { ...weekly(null), freq: 'monthly', by_weekday: [] },
      }),
      event({ id: 4, start_date: '2030-07-01T10:00:00' }),
      event({ id: 5, start_date: '2029-01-05T10:00:00', recurrence: weekly(null) }),
    ];
    const whole = upcomingOccurrences(programme, NEVER_CLOSED, '2030-06-10', NOW);
    const walked: MuseumEvent[] = [];
    let after: UpcomingCursor | undefined;
    do {
      const seen = { statusOn: NEVER_CLOSED, today: '2030-06-10', now: NOW };
      const page = upcomingPage(programme, seen, { after, size: 7 });
      expect(page.events.length).toBeLessThanOrEqual(7);
      walked.push(...page.events);
      after = page.next ?? undefined;
    } while (after);
    expect(walked).toEqual(whole);
    // The open-ended series from 2029 reached its 400-occurrence end in 2036, not in this window.
    expect(whole.filter((e) => e.id === 5).length).toBe(52);
  });
});
