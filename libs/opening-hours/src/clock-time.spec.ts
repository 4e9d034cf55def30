// Clock times as the museum writes them (HH:MM:SS from the API, HH:MM or 9:00 typed by staff).
import { formatTime12h, parseClockTime } from '@furnace/contracts';

describe('parseClockTime', () => {
  it.each([
    ['9:00', '09:00:00'],
    ['09:00', '09:00:00'],
    ['09:00:00', '09:00:00'],
    ['0:00', '00:00:00'],
    ['00:00', '00:00:00'],
    ['12:30', '12:30:00'],
    ['16:00:00', '16:00:00'],
    ['23:59', '23:59:00'],
    ['23:59:59', '23:59:59'],
  ])('accepts %j as %j', (input, normalized) => {
    expect(parseClockTime(input)).toBe(normalized);
  });

  it.each([
    '24:00', // hours run 00-23
    '24:00:00',
    '9:0', // minutes have two digits
    '09:0',
    '09:60',
    '09:00:60',
    '09:00:0',
    '09:00:00:00',
    '09:00:00.000',
    '009:00',
    '-1:00',
    '9',
    '09',
    '0900',
    '9.00',
    '09h00',
    '09:00 AM',
    ' 09:00', // the API trims; this function does not guess
    '09:00 ',
    '09:00\n',
    '٠٩:٠٠', // digits other than ASCII 0-9
    '',
  ])('refuses %j', (input) => {
    expect(parseClockTime(input)).toBeNull();
  });

  it.each([null, undefined, 900, {}, ['09:00']])('refuses the non-string %p', (input) => {
    expect(parseClockTime(input)).toBeNull();
  });
});

describe('formatTime12h', () => {
  it.each([
    ['09:00:00', '9:00 AM'],
    ['09:00', '9:00 AM'],
    ['9:05', '9:05 AM'],
    ['00:00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['11:59:59', '11:59 AM'],
    ['12:00:00', '12:00 PM'],
    ['12:45', '12:45 PM'],
    ['13:00', '1:00 PM'],
    ['16:00:00', '4:00 PM'],
    ['16:30:00', '4:30 PM'],
    ['23:59', '11:59 PM'],
  ])('%s -> %s', (input, expected) => {
    expect(formatTime12h(input)).toBe(expected);
  });
});
