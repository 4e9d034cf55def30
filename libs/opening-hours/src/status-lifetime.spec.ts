import { WEEKDAYS } from '@furnace/contracts';
import { HoursCalendar } from './schedule';
import { secondsUntilStatusChange, statusAt } from './status';

const ZONE = 'America/New_York';
const range = (open_time: string, close_time: string) => ({ open_time, close_time });
const calendar = new HoursCalendar({
  regular: WEEKDAYS.map((day_of_week) => ({
    day_of_week,
    ranges: [range('09:00:00', '12:00:00'), range('13:00:00', '16:00:00')],
  })),
  seasons: [],
  specialDays: [],
});

// 2026-06-10 is a Wednesday; New York is UTC-4 in June.
const at = (local: string) => new Date(`2026-06-10T${local}-04:00`);

describe('secondsUntilStatusChange', () => {
  it.each([
    ['08:59:00.000', 60],
    ['08:59:30.250', 29],
    ['09:00:00.000', 3 * 3600],
    ['11:59:59.999', 0],
    ['12:30:00.000', 1800],
    ['16:00:00.000', 8 * 3600],
    ['23:59:50.000', 10],
  ])('at %s it is %i seconds', (time, seconds) => {
    expect(secondsUntilStatusChange(calendar, at(time), ZONE)).toBe(seconds);
  });

  it('is never later than a real change of the answer (checked second by second around the boundaries)', () => {
    for (const start of ['08:58:30', '11:58:30', '12:59:00', '15:59:00', '23:58:30']) {
      for (let step = 0; step < 120; step++) {
        const instant = new Date(at(`${start}.500`).getTime() + step * 1000);
        const lifetime = secondsUntilStatusChange(calendar, instant, ZONE);
        const answer = statusAt(calendar, instant, ZONE);
        const later = new Date(instant.getTime() + lifetime * 1000);
        expect(statusAt(calendar, later, ZONE)).toEqual(answer);
      }
    }
  });
});
