import type { ScheduleDay, TimeRange, Weekday, WeekdayRanges } from '@furnace/contracts';
import { WEEKDAYS } from '@furnace/contracts';
import type {
  SeasonPayload as SeasonInput,
  SpecialDayPayload as SpecialDayInput,
} from '@furnace/contracts';
import { HoursCalendar } from './schedule';

const r = (open_time: string, close_time: string): TimeRange => ({ open_time, close_time });
const week = (days: Partial<Record<Weekday, TimeRange[]>>): WeekdayRanges[] =>
  WEEKDAYS.map((day) => ({ day_of_week: day, ranges: days[day] ?? [] }));

const REGULAR = week({
  Friday: [r('09:00', '16:00')],
  Saturday: [r('09:00', '16:00')],
  Sunday: [r('12:00', '16:00')],
});
const WINTER: SeasonInput = {
  name: 'Winter hours',
  valid_from: '2026-12-01',
  valid_through: '2027-02-28',
  hours: [{ day_of_week: 'Saturday', ranges: [r('10:00', '15:00')] }],
};
const special = (
  from: string,
  through: string,
  ranges: TimeRange[],
  reason: string | null,
  note: string | null = null,
): SpecialDayInput => ({ date_from: from, date_through: through, ranges, reason, note });

const resolve = (
  from: string,
  days: number,
  seasons: SeasonInput[] = [WINTER],
  specialDays: SpecialDayInput[] = [],
) => new HoursCalendar({ regular: REGULAR, seasons, specialDays }).days(from, days);

const day = (
  date: string,
  weekday: Weekday,
  ranges: TimeRange[],
  extra: Partial<ScheduleDay> = {},
): ScheduleDay => ({
  date,
  weekday,
  ranges,
  closed_reason: null,
  note: null,
  source: 'regular',
  season: null,
  ...extra,
});

describe('HoursCalendar.days: special day > season > regular week', () => {
  it('the regular week, day by day with dates and weekdays, times as HH:MM:SS', () => {
    expect(resolve('2026-11-26', 4)).toEqual([
      day('2026-11-26', 'Thursday', []),
      day('2026-11-27', 'Friday', [r('09:00:00', '16:00:00')]),
      day('2026-11-28', 'Saturday', [r('09:00:00', '16:00:00')]),
      day('2026-11-29', 'Sunday', [r('12:00:00', '16:00:00')]),
    ]);
  });

  it("a season's weekly ranges replace the regular week from its first to its last day; days it does not list are closed", () => {
    const winter = { source: 'season' as const, season: 'Winter hours' };
    expect(resolve('2026-11-30', 6)).toEqual([
      day('2026-11-30', 'Monday', []),
      day('2026-12-01', 'Tuesday', [], winter),
      day('2026-12-02', 'Wednesday', [], winter),
      day('2026-12-03', 'Thursday', [], winter),
      day('2026-12-04', 'Friday', [], winter),
      day('2026-12-05', 'Saturday', [r('10:00:00', '15:00:00')], winter),
    ]);
    expect(resolve('2027-02-28', 2)).toEqual([
      day('2027-02-28', 'Sunday', [], winter),
      day('2027-03-01', 'Monday', []),
    ]);
  });

  it('a special day wins over the season and the regular week, and still names the season in force', () => {
    const days = resolve(
      '2026-12-24',
      4,
      [WINTER],
      [
        special('2026-12-24', '2026-12-26', [], 'Winter break', 'Back on the 27th'),
        special('2026-12-27', '2026-12-27', [r('17:00', '20:00')], 'Lantern tour', 'Bring a torch'),
      ],
    );
    expect(days).toEqual([
      day('2026-12-24', 'Thursday', [], {
        source: 'special',
        season: 'Winter hours',
        closed_reason: 'Winter break',
        note: 'Back on the 27th',
      }),
      day('2026-12-25', 'Friday', [], {
        source: 'special',
        season: 'Winter hours',
        closed_reason: 'Winter break',
        note: 'Back on the 27th',
      }),
      day('2026-12-26', 'Saturday', [], {
        source: 'special',
        season: 'Winter hours',
        closed_reason: 'Winter break',
        note: 'Back on the 27th',
      }),
      // An open special day has no closed_reason.
      day('2026-12-27', 'Sunday', [r('17:00:00', '20:00:00')], {
        source: 'special',
        season: 'Winter hours',
        note: 'Bring a torch',
      }),
    ]);
  });

  it('a special day across a season edge', () => {
    const days = resolve(
      '2027-02-27',
      3,
      [WINTER],
      [special('2027-02-27', '2027-03-01', [], 'Flood')],
    );
    expect(days.map((d) => [d.date, d.source, d.season, d.closed_reason])).toEqual([
      ['2027-02-27', 'special', 'Winter hours', 'Flood'],
      ['2027-02-28', 'special', 'Winter hours', 'Flood'],
      ['2027-03-01', 'special', null, 'Flood'],
    ]);
  });

  it('over the year end and a leap day', () => {
    expect(resolve('2026-12-31', 2, []).map((d) => [d.date, d.weekday])).toEqual([
      ['2026-12-31', 'Thursday'],
      ['2027-01-01', 'Friday'],
    ]);
    expect(resolve('2028-02-28', 3, []).map((d) => [d.date, d.weekday])).toEqual([
      ['2028-02-28', 'Monday'],
      ['2028-02-29', 'Tuesday'],
      ['2028-03-01', 'Wednesday'],
    ]);
  });

  it('400 days in a row', () => {
    const days = resolve('2026-11-24', 400);
    expect(days).toHaveLength(400);
    expect(days[399]?.date).toBe('2027-12-28');
  });

  it('ranges come sorted; ranges the API would never store are left out rather than failing', () => {
    const calendar = new HoursCalendar({
      regular: [
        {
          day_of_week: 'Monday',
          ranges: [
            r('13:00', '16:00'),
            r('09:00', '12:00'),
            r('24:00', '25:00'),
            r('11:00', '10:00'),
            r('15:00', '17:00'),
          ],
        },
      ],
      seasons: [],
      specialDays: [],
    });
    expect(calendar.days('2026-11-23', 1)[0]?.ranges).toEqual([
      r('09:00:00', '12:00:00'),
      r('13:00:00', '16:00:00'),
    ]);
  });

  it('a blank reason or note reads as none', () => {
    const [only] = resolve(
      '2026-11-27',
      1,
      [],
      [special('2026-11-27', '2026-11-27', [], '  ', ' ')],
    );
    expect(only).toMatchObject({ closed_reason: null, note: null, source: 'special' });
  });

  it('a bad from is a RangeError', () => {
    expect(() => resolve('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('HoursCalendar.weekAt: the weekly hours in force on a date', () => {
  const calendar = new HoursCalendar({ regular: REGULAR, seasons: [WINTER], specialDays: [] });
  it('the regular week outside any season', () => {
    expect(calendar.weekAt('2026-11-30')).toEqual({
      source: 'regular',
      season: null,
      hours: week({
        Friday: [r('09:00:00', '16:00:00')],
        Saturday: [r('09:00:00', '16:00:00')],
        Sunday: [r('12:00:00', '16:00:00')],
      }),
    });
  });
  it("the season's week inside it (special days are not part of a week)", () => {
    expect(calendar.weekAt('2026-12-01')).toEqual({
      source: 'season',
      season: WINTER,
      hours: week({ Saturday: [r('10:00:00', '15:00:00')] }),
    });
  });
});
