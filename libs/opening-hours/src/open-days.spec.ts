import type { Weekday, WeekdayRanges } from '@furnace/contracts';
import { WEEKDAYS } from '@furnace/contracts';
import { openDaysLine } from './open-days';

const RANGE = [{ open_time: '09:00:00', close_time: '16:00:00' }];
/** A week where the named days are open (one range each) and the others closed. */
const week = (...open: Weekday[]): WeekdayRanges[] =>
  WEEKDAYS.map((day) => ({ day_of_week: day, ranges: open.includes(day) ? RANGE : [] }));

describe('openDaysLine (docs/product.md §10)', () => {
  it.each<[string, WeekdayRanges[], string]>([
    [
      "the spec's hours (Fri-Sun)",
      week('Friday', 'Saturday', 'Sunday'),
      'Open Friday through Sunday',
    ],
    ['all seven', week(...WEEKDAYS), 'Open every day'],
    ['none', week(), 'Closed until further notice'],
    ['an empty list', [], 'Closed until further notice'],
    ['one day', week('Wednesday'), 'Open Wednesday'],
    ['two consecutive days', week('Saturday', 'Sunday'), 'Open Saturday and Sunday'],
    ['two days apart', week('Tuesday', 'Friday'), 'Open Tuesday and Friday'],
    ['two days across the week end', week('Monday', 'Sunday'), 'Open Sunday and Monday'],
    [
      'Monday to Friday',
      week('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'),
      'Open Monday through Friday',
    ],
    [
      'a run wrapping the week',
      week('Saturday', 'Sunday', 'Monday'),
      'Open Saturday through Monday',
    ],
    [
      'all but Monday',
      week('Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'),
      'Open Tuesday through Sunday',
    ],
    [
      'all but Wednesday (wraps)',
      week('Thursday', 'Friday', 'Saturday', 'Sunday', 'Monday', 'Tuesday'),
      'Open Thursday through Tuesday',
    ],
    ['three apart', week('Monday', 'Wednesday', 'Friday'), 'Open Monday, Wednesday and Friday'],
    [
      'a run and a lone day',
      week('Tuesday', 'Friday', 'Saturday', 'Sunday'),
      'Open Tuesday, Friday, Saturday and Sunday',
    ],
    [
      'one run of four wrapping the week end',
      week('Monday', 'Tuesday', 'Saturday', 'Sunday'),
      'Open Saturday through Tuesday',
    ],
    [
      'two runs',
      week('Monday', 'Tuesday', 'Thursday', 'Friday'),
      'Open Monday, Tuesday, Thursday and Friday',
    ],
  ])('%s -> %s', (_name, hours, expected) => expect(openDaysLine(hours)).toBe(expected));

  it('a day counts when it has any range (a lunch break is still one open day)', () => {
    const hours: WeekdayRanges[] = [
      {
        day_of_week: 'Friday',
        ranges: [
          { open_time: '09:00:00', close_time: '12:00:00' },
          { open_time: '13:00:00', close_time: '16:00:00' },
        ],
      },
      { day_of_week: 'Saturday', ranges: RANGE },
      { day_of_week: 'Sunday', ranges: RANGE },
    ];
    expect(openDaysLine(hours)).toBe('Open Friday through Sunday');
  });
});
