import { aScheduleDay as day } from '@furnace/api-client/testing';
import { dayText, runDates, specialRuns } from './schedule-view';

describe('the visit page’s view of the schedule', () => {
  it('writes ranges, closed days and their reasons', () => {
    const ranges = [
      { open_time: '09:00:00', close_time: '12:00:00' },
      { open_time: '13:00:00', close_time: '16:30:00' },
    ];
    expect(dayText(day('2026-12-01', { ranges }))).toBe('9:00 AM – 12:00 PM, 1:00 PM – 4:30 PM');
    expect(dayText(day('2026-12-01'))).toBe('Closed');
    expect(dayText(day('2026-12-01', { closed_reason: 'Staff training day' }))).toBe(
      'Closed for Staff training day',
    );
  });

  it('folds consecutive special days with the same hours into one run, and no others', () => {
    const closed = { source: 'special' as const, closed_reason: 'Christmas' };
    const runs = specialRuns([
      day('2026-12-23'),
      day('2026-12-24', closed),
      day('2026-12-25', closed),
      day('2026-12-26', { ...closed, closed_reason: 'Boxing Day' }),
      day('2026-12-27'),
      day('2026-12-28', closed),
      day('2026-12-29', {
        source: 'special',
        ranges: [{ open_time: '17:00:00', close_time: '20:00:00' }],
        note: 'Lantern tour',
      }),
    ]);
    expect(runs).toEqual([
      { from: '2026-12-24', through: '2026-12-25', text: 'Closed for Christmas', note: null },
      { from: '2026-12-26', through: '2026-12-26', text: 'Closed for Boxing Day', note: null },
      { from: '2026-12-28', through: '2026-12-28', text: 'Closed for Christmas', note: null },
      {
        from: '2026-12-29',
        through: '2026-12-29',
        text: '5:00 PM – 8:00 PM',
        note: 'Lantern tour',
      },
    ]);
    expect(runDates(runs[0])).toBe('Thursday, December 24, 2026 to Friday, December 25, 2026');
    expect(runDates(runs[1])).toBe('Saturday, December 26, 2026');
  });

  it('looks 8 weeks ahead, no further', () => {
    const days = Array.from({ length: 60 }, (_, i) =>
      day(`2027-01-${String((i % 28) + 1).padStart(2, '0')}`, {
        source: i === 55 || i === 56 ? 'special' : 'regular',
      }),
    );
    expect(specialRuns(days)).toHaveLength(1);
  });
});
