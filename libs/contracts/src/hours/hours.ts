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
  /**
   * GET /hours only: the day's ranges in the regular week (open_time/close_time are the first
   * opening and the last closing of these).
   */
  ranges?: TimeRange[];
}

/** A day's ranges: `ranges` when the API sends them, else the spec's single open/close pair. */
export function rangesOf(day: OpeningHoursRecord): TimeRange[] {
  if (day.ranges) return day.ranges;
  return day.open_time && day.close_time
    ? [{ open_time: day.open_time, close_time: day.close_time }]
    : [];
}

/** A holiday or special closure as listed. */
export interface HolidayRecord {
  holiday_date: string; // YYYY-MM-DD
  description: string | null;
}

export interface HoursListResponse {
  hours: OpeningHoursRecord[];
  holidays: HolidayRecord[];
}

/** POST /api/v1/hours/set, either form (both times null, or no ranges, clears the day). */
export type SetHoursPayload = Payload<typeof setHoursSchema>;

/** POST /api/v1/holidays/set (a null or empty description deletes the holiday). */
export type SetHolidayPayload = Payload<typeof setHolidaySchema>;

export interface MessageResponse {
  message: string;
}

/** How many times the browsers try GET /hours/status, and how long they wait between tries. */
export const HOURS_FETCH_RETRIES = 5;
export const HOURS_FETCH_RETRY_DELAY_MS = 250;

// Several ranges a day, seasons, special days (docs/api.md, "Hours and status"): dates are the
// museum's (YYYY-MM-DD), times its wall clock (HH:MM:SS out; HH:MM or HH:MM:SS accepted in).

/** One opening range of a day: [open_time, close_time) on the museum's wall clock. */
export interface TimeRange {
  open_time: string;
  close_time: string;
}

/** A day has 0..MAX_RANGES_PER_DAY ranges, each open < close, not overlapping. */
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
  /** Where the day's hours came from: special day > season > regular week. */
  source: 'regular' | 'season' | 'special';
  /** The name of the season in force that day, or null. */
  season: string | null;
}

/** (pinned) GET /api/v1/hours/schedule?from=YYYY-MM-DD&days=N */
export interface ScheduleResponse {
  time_zone: string;
  days: ScheduleDay[];
}

/** One weekday's ranges (regular week or a season). */
export interface WeekdayRanges {
  day_of_week: Weekday;
  ranges: TimeRange[];
}

/** (pinned) POST /hours/set, the ranges form: sets the regular week's ranges for one day. */
export type SetHoursRangesPayload = Required<Pick<SetHoursPayload, 'day' | 'ranges'>>;

/** (pinned) A season as written (POST /seasons, PUT /seasons/{id}); days not listed are closed. */
export type SeasonPayload = Payload<typeof seasonSchema>;

/** A season as read: GET /seasons lists them by valid_from. */
export interface SeasonRecord extends SeasonPayload {
  id: number;
}

/**
 * (pinned) A special day or range of days as written and stored; empty ranges = closed (reason
 * required). A write may leave `reason` and `note` out; they are stored as null.
 */
export type SpecialDayPayload = Omit<Payload<typeof specialDaySchema>, 'reason' | 'note'> & {
  reason: string | null;
  note: string | null;
};

/** A special day as read: GET /special-days?from&to lists them by date_from. */
export interface SpecialDayRecord extends SpecialDayPayload {
  id: number;
}

/**
 * GET /api/v1/hours/week[?date=YYYY-MM-DD] (not in the pinned contract; our own): the weekly hours
 * in force on a date (a season's or the regular week; special days are not part of a week) and the
 * home panel's derived line ("Open Friday through Sunday", "Open every day", ...).
 */
export interface WeekInForceResponse {
  date: string;
  source: 'regular' | 'season';
  season: SeasonRecord | null;
  hours: WeekdayRanges[];
  open_days: string;
}
