import type { Weekday } from '../shared/days';
import type { Payload } from '../shared/payload';
import type {
  seasonSchema,
  setHolidaySchema,
  setHoursSchema,
  specialDaySchema,
} from './hours-payloads';

export interface HoursStatus {
  status: 'OPEN' | 'CLOSED';
  message: string;
}

/** One weekday's opening hours as listed (times are HH:MM:SS, museum local time). */
export interface OpeningHoursRecord {
  day_of_week: Weekday;
  open_time: string | null;
  close_time: string | null;
  /** GET /hours only; open_time/close_time are then the first opening and the last closing. */
  ranges?: TimeRange[];
}

/** A day's ranges: `ranges` when the API sends them, else the spec's single open/close pair. */
export const rangesOf = (day: OpeningHoursRecord): TimeRange[] =>
  day.ranges ??
  (day.open_time && day.close_time
    ? [{ open_time: day.open_time, close_time: day.close_time }]
    : []);

export interface HolidayRecord {
  holiday_date: string; // YYYY-MM-DD
  description: string | null;
}

export interface HoursListResponse {
  hours: OpeningHoursRecord[];
  holidays: HolidayRecord[];
}

export type SetHoursPayload = Payload<typeof setHoursSchema>;

export type SetHolidayPayload = Payload<typeof setHolidaySchema>;

export interface MessageResponse {
  message: string;
}

/** How the browsers try GET /hours/status (useApiQuery's options): 5 tries, 250 ms apart. */
export const HOURS_STATUS_TRIES = { retry: 4, retryDelay: 250 };

/** [open_time, close_time) on the museum's wall clock (HH:MM:SS out; HH:MM accepted in). */
export interface TimeRange {
  open_time: string;
  close_time: string;
}

export const MAX_RANGES_PER_DAY = 4;
/** How far GET /hours/schedule (and the status's "next open day" search) looks ahead. */
export const MAX_SCHEDULE_DAYS = 400;

/** (pinned) One day of GET /api/v1/hours/schedule. */
export interface ScheduleDay {
  date: string;
  weekday: Weekday;
  ranges: TimeRange[];
  closed_reason: string | null;
  note: string | null;
  source: 'regular' | 'season' | 'special';
  season: string | null;
}

/** (pinned) GET /api/v1/hours/schedule?from=YYYY-MM-DD&days=N */
export interface ScheduleResponse {
  time_zone: string;
  days: ScheduleDay[];
}

export interface WeekdayRanges {
  day_of_week: Weekday;
  ranges: TimeRange[];
}

/** (pinned) POST /hours/set, the ranges form: sets the regular week's ranges for one day. */
export type SetHoursRangesPayload = Required<Pick<SetHoursPayload, 'day' | 'ranges'>>;

/** (pinned) A season as written (POST /seasons, PUT /seasons/{id}); days not listed are closed. */
export type SeasonPayload = Payload<typeof seasonSchema>;

export interface SeasonRecord extends SeasonPayload {
  id: number;
}

/** (pinned) A special day as stored (a write may leave `reason` and `note` out: null). */
export type SpecialDayPayload = Omit<Payload<typeof specialDaySchema>, 'reason' | 'note'> & {
  reason: string | null;
  note: string | null;
};

export interface SpecialDayRecord extends SpecialDayPayload {
  id: number;
}

/** GET /api/v1/hours/week[?date=]: the week in force on a date and the home panel's line. */
export interface WeekInForceResponse {
  date: string;
  source: 'regular' | 'season';
  season: SeasonRecord | null;
  hours: WeekdayRanges[];
  open_days: string;
}
