import { isValidIsoDate } from '@furnace/contracts';
import { museumDate } from './time-zone';

describe('isValidIsoDate', () => {
  it.each([
    '2026-01-01',
    '2026-02-28',
    '2024-02-29', // leap year
    '2000-02-29', // divisible by 400: leap
    '2026-04-30',
    '2026-12-31',
    '0001-01-01',
    '9999-12-31',
  ])('accepts %s', (date) => {
    expect(isValidIsoDate(date)).toBe(true);
  });

  it.each([
    '2026-02-29', // not a leap year
    '1900-02-29', // divisible by 100 but not 400: not leap
    '2100-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-01-32',
    '0000-01-01', // no year zero in PostgreSQL's date type
    '2026-1-05',
    '2026-01-5',
    '26-01-05',
    '+02026-01-05',
    '2026/01/05',
    '20260105',
    '2026-01-05T00:00:00Z',
    '2026-01-05 ',
    ' 2026-01-05',
    '2026-W03-1',
    '2026-005',
    '２０２６-01-05', // full-width digits
    '',
  ])('refuses %j', (date) => {
    expect(isValidIsoDate(date)).toBe(false);
  });

  it.each([null, undefined, 20260105, new Date('2026-01-05')])(
    'refuses the non-string %p',
    (value) => {
      expect(isValidIsoDate(value)).toBe(false);
    },
  );
});

describe('museumDate', () => {
  it.each([
    // 04:59Z is still the evening before in New York, already the morning after in Sydney.
    ['2026-01-17T04:59:00Z', 'America/New_York', '2026-01-16'],
    ['2026-01-17T05:00:00Z', 'America/New_York', '2026-01-17'],
    ['2026-01-16T13:00:00Z', 'Australia/Sydney', '2026-01-17'], // 00:00 AEDT
    ['2026-01-16T12:59:59.999Z', 'Australia/Sydney', '2026-01-16'],
    ['2026-01-16T10:00:00Z', 'Pacific/Kiritimati', '2026-01-17'], // UTC+14
    ['2026-01-16T10:00:00Z', 'Pacific/Pago_Pago', '2026-01-15'], // UTC-11
    // Across the New York daylight-saving changes.
    ['2026-03-08T04:59:00Z', 'America/New_York', '2026-03-07'],
    ['2026-03-09T03:59:00Z', 'America/New_York', '2026-03-08'], // 23:59 EDT
    ['2026-03-09T04:00:00Z', 'America/New_York', '2026-03-09'], // 00:00 EDT
    ['2026-11-02T04:59:00Z', 'America/New_York', '2026-11-01'], // 23:59 EST
    ['2026-11-02T05:00:00Z', 'America/New_York', '2026-11-02'],
  ])('%s in %s is %s', (at, zone, expected) => {
    expect(museumDate(new Date(at), zone)).toBe(expected);
  });

  it('refuses an unknown zone and an invalid Date', () => {
    expect(() => museumDate(new Date('2026-01-16T10:00:00Z'), 'Nowhere/Special')).toThrow(
      RangeError,
    );
    expect(() => museumDate(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});
