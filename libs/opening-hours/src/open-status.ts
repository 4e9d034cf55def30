// The spec's shapes (one range per weekday, whole-day holidays) read through the rules of
// docs/product.md §10: each weekday's open/close is its one range, each holiday a one-day closed
// special day. Kept for callers that hold the spec's records; the API uses statusAt on its
// compiled calendar (status.ts), which is where the rules and the wall-clock reasoning live.
import type {
  HolidayRecord,
  HoursStatus,
  OpeningHoursRecord,
  WeekdayRanges,
} from '@furnace/contracts';
import type { SpecialDayInput } from './schedule';
import { computeStatus } from './status';

export interface OpenStatusInput {
  hours: readonly OpeningHoursRecord[];
  holidays: readonly HolidayRecord[];
  /** The instant to evaluate (the API passes "now" or the `at` query parameter). */
  at: Date;
  /** The museum's IANA zone, e.g. 'America/New_York'. */
  timeZone: string;
}

/** OPEN or CLOSED with the message visitors see; see statusAt for the rules. */
export function computeOpenStatus(input: OpenStatusInput): HoursStatus {
  const regular: WeekdayRanges[] = input.hours.map((h) => ({
    day_of_week: h.day_of_week,
    ranges:
      h.open_time === null || h.close_time === null
        ? []
        : [{ open_time: h.open_time, close_time: h.close_time }],
  }));
  const specialDays: SpecialDayInput[] = input.holidays.map((h) => ({
    date_from: h.holiday_date,
    date_through: h.holiday_date,
    ranges: [],
    reason: h.description,
    note: null,
  }));
  return computeStatus({
    regular,
    seasons: [],
    specialDays,
    at: input.at,
    timeZone: input.timeZone,
  });
}
