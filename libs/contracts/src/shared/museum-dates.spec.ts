import {
  formatLongDate,
  formatTime12h,
  parseLocalDateTime,
  todayIso,
  type LocalDateTime,
} from './museum-dates';

describe('museum dates', () => {
  it('reads the wall-clock fields without shifting time zones', () => {
    expect(parseLocalDateTime('2026-01-01T00:30:00')).toEqual({
      year: 2026,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
    });
    expect(parseLocalDateTime('2026-12-31')).toEqual({
      year: 2026,
      month: 12,
      day: 31,
      hour: 0,
      minute: 0,
    });
    expect(parseLocalDateTime('')).toBeUndefined();
    expect(parseLocalDateTime(null)).toBeUndefined();
    expect(parseLocalDateTime('2026-13-01T00:00:00')).toBeUndefined();
  });

  it('formats en-US long dates', () => {
    expect(formatLongDate(parseLocalDateTime('2026-03-07T10:00:00') as LocalDateTime)).toBe(
      'March 7, 2026',
    );
    expect(formatLongDate(parseLocalDateTime('2025-12-25') as LocalDateTime)).toBe(
      'December 25, 2025',
    );
  });

  it('formats 12-hour times', () => {
    expect(formatTime12h('09:00:00')).toBe('9:00 AM');
    expect(formatTime12h('12:00:00')).toBe('12:00 PM');
    expect(formatTime12h('16:30')).toBe('4:30 PM');
    expect(formatTime12h('00:05:00')).toBe('12:05 AM');
  });

  it('formats long dates straight from API strings, with the weekday when asked', () => {
    expect(formatLongDate('2026-07-04')).toBe('July 4, 2026');
    expect(formatLongDate('2026-07-04', { weekday: true })).toBe('Saturday, July 4, 2026');
    expect(formatLongDate('2026-10-31T19:30:00', { weekday: true })).toBe(
      'Saturday, October 31, 2026',
    );
    expect(formatLongDate('not a date')).toBe('not a date');
  });

  it('writes one time format, without a leading zero', () => {
    expect(formatTime12h('09:00:00')).toBe('9:00 AM');
    expect(formatTime12h('14:05')).toBe('2:05 PM');
    expect(formatTime12h('12:30')).toBe('12:30 PM');
    expect(formatTime12h('00:15')).toBe('12:15 AM');
    expect(formatTime12h('soon')).toBe('soon');
  });

  it('writes today in the local calendar', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
