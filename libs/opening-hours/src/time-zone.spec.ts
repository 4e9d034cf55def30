import { isValidTimeZone } from './time-zone';

describe('isValidTimeZone', () => {
  it.each(['America/New_York', 'Europe/Berlin', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'])(
    'accepts %s',
    (zone) => {
      expect(isValidTimeZone(zone)).toBe(true);
    },
  );

  it.each(['', 'Mars/Olympus_Mons', 'America/NewYork', 'New York', 'America/New_York/Extra'])(
    'refuses %j',
    (zone) => {
      expect(isValidTimeZone(zone)).toBe(false);
    },
  );

  it.each([null, undefined, -5, {}])('refuses the non-string %p', (zone) => {
    expect(isValidTimeZone(zone)).toBe(false);
  });
});
