import type { SeasonRecord, SpecialDayRecord, WeekdayRanges } from '@furnace/contracts';
import type { HoursCalendar } from '@furnace/opening-hours';

/**
 * Everything the hours are made of, read in one round trip, and the calendar compiled from it
 * once (docs/product.md §10: special day > season > regular week): every hours read uses it.
 */
export interface ScheduleSnapshot {
  /** The regular week, Monday..Sunday, each day's ranges by opening time. */
  regular: WeekdayRanges[];
  /** By valid_from. */
  seasons: SeasonRecord[];
  /** By date_from. */
  specialDays: SpecialDayRecord[];
  calendar: HoursCalendar<SeasonRecord>;
}
