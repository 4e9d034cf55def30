import { museumDisplay, museumInstant, museumLocal } from './museum-time';

describe('museum time (America/New_York, whatever the browser zone)', () => {
  it.each([
    ['2026-01-15T09:30', '2026-01-15T09:30:00.000-05:00'],
    ['2026-07-04T18:00', '2026-07-04T18:00:00.000-04:00'],
    ['2026-07-04T18:00:25', '2026-07-04T18:00:25.000-04:00'],
  ])('reads %s as the instant %s', (local, instant) => {
    expect(museumInstant(local)).toBe(instant);
  });

  it.each(['', '2026-01-15', '2026-13-01T09:00', 'tomorrow'])('refuses %p', (local) => {
    expect(museumInstant(local)).toBeNull();
  });

  it('shows an instant in the museum clock', () => {
    expect(museumLocal('2026-01-15T14:30:00Z')).toBe('2026-01-15T09:30');
    expect(museumDisplay('2026-01-15T14:30:00Z')).toBe('Thu, Jan 15, 2026, 9:30 AM');
  });
});
