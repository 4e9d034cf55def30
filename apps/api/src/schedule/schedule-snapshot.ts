import type { HolidayRecord, OpeningHoursRecord } from '@furnace/contracts';

/** Everything the status rules need: the 7 weekdays (Monday..Sunday) and the holidays by date. */
export interface ScheduleSnapshot {
  hours: OpeningHoursRecord[];
  holidays: HolidayRecord[];
}

/** The PostgreSQL channel the tables' triggers notify on (see the first migration). */
export const SCHEDULE_CHANNEL = 'hours_changed';
