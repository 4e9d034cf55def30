import { occurrenceDates, recurrenceProblem, weekdayOf } from './recurrence';
import type { EventRecurrence } from './events';

const rule = (r: Partial<EventRecurrence>): EventRecurrence => ({
  freq: 'weekly',
  interval: 1,
  by_weekday: [],
  until: null,
  count: null,
  ...r,
});

describe('occurrenceDates', () => {
  it('a single event happens on its start date only', () => {
    expect(occurrenceDates('2026-12-05', null)).toEqual(['2026-12-05']);
  });

  it('every Saturday, 4 times', () => {
    expect(occurrenceDates('2026-12-05', rule({ count: 4 }))).toEqual([
      '2026-12-05',
      '2026-12-12',
      '2026-12-19',
      '2026-12-26',
    ]);
  });

  it('Saturdays and Sundays every other week until a date (inclusive)', () => {
    expect(
      occurrenceDates(
        '2026-12-05',
        rule({ interval: 2, by_weekday: ['Sunday', 'Saturday'], until: '2026-12-20' }),
      ),
    ).toEqual(['2026-12-05', '2026-12-06', '2026-12-19', '2026-12-20']);
  });

  it('monthly on the same day skips months without it', () => {
    expect(occurrenceDates('2027-01-31', rule({ freq: 'monthly', count: 4 }))).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
      '2027-07-31',
    ]);
  });

  it('monthly on the nth weekday (2nd Saturday)', () => {
    expect(weekdayOf('2026-12-12')).toBe('Saturday');
    expect(
      occurrenceDates('2026-12-12', rule({ freq: 'monthly', by_weekday: ['Saturday'], count: 3 })),
    ).toEqual(['2026-12-12', '2027-01-09', '2027-02-13']);
  });

  it('a window: count still counts the dates before it; open-ended stops at `to`', () => {
    expect(
      occurrenceDates('2026-12-05', rule({ count: 3 }), { from: '2026-12-10', to: '2027-12-31' }),
    ).toEqual(['2026-12-12', '2026-12-19']);
    expect(occurrenceDates('2026-12-05', rule({}), { to: '2026-12-20' })).toHaveLength(3);
    expect(occurrenceDates('2026-12-05', rule({}), { limit: 2 })).toEqual([
      '2026-12-05',
      '2026-12-12',
    ]);
  });

  it('a window far into a series gives exactly the dates the whole series has there', () => {
    const rules: [string, EventRecurrence][] = [
      ['2026-12-05', rule({ interval: 3, by_weekday: ['Monday', 'Saturday'] })],
      ['2026-12-05', rule({ by_weekday: WEEK, count: 300 })],
      ['2027-01-31', rule({ freq: 'monthly', interval: 2 })],
      ['2026-12-12', rule({ freq: 'monthly', by_weekday: ['Saturday'], count: 40 })],
      ['2027-01-29', rule({ freq: 'monthly', by_weekday: ['Friday'] })],
    ];
    for (const [start, recurrence] of rules) {
      const whole = occurrenceDates(start, recurrence);
      for (const [from, to] of [
        ['2027-02-27', '2027-03-08'],
        ['2028-06-01', '2028-09-30'],
        ['2031-01-01', '2040-01-01'],
      ])
        expect(occurrenceDates(start, recurrence, { from, to })).toEqual(
          whole.filter((date) => date >= from && date <= to),
        );
    }
  });

  it('never more than 400 dates, even open-ended', () => {
    expect(occurrenceDates('2026-12-05', rule({ by_weekday: WEEK }))).toHaveLength(400);
  });
});

const WEEK = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as EventRecurrence['by_weekday'];

describe('recurrenceProblem', () => {
  it.each([
    [rule({ freq: 'daily' as 'weekly' }), 'recurrence.freq'],
    [rule({ interval: 0 }), 'recurrence.interval'],
    [rule({ by_weekday: ['Caturday' as 'Monday'] }), 'recurrence.by_weekday'],
    [rule({ by_weekday: ['Sunday'] }), "start date's weekday (Saturday)"],
    [rule({ until: '2026-02-30' }), 'recurrence.until'],
    [rule({ until: '2026-12-01' }), 'not be before'],
    [rule({ count: 0 }), 'recurrence.count'],
    [rule({ count: 2, until: '2027-01-01' }), 'not both'],
    [rule({ freq: 'monthly', by_weekday: ['Sunday'] }), 'monthly'],
  ])('refuses %j', (recurrence, text) => {
    expect(recurrenceProblem('2026-12-05', recurrence)).toContain(text);
  });

  it('accepts a plain weekly and a monthly repeat', () => {
    expect(recurrenceProblem('2026-12-05', rule({ by_weekday: ['Saturday'] }))).toBeNull();
    expect(recurrenceProblem('2026-12-05', rule({ freq: 'monthly', count: 6 }))).toBeNull();
  });
});
