import type { Weekday } from './days';

/** GET /api/v1/hours/status */
export type OpenStatus = 'OPEN' | 'CLOSED';
export interface HoursStatus {
  status: OpenStatus;
  message: string;
}

/** One weekday's opening hours as listed (times are HH:MM:SS, museum local time). */
export interface OpeningHoursRecord {
  day_of_week: Weekday;
  open_time: string | null;
  close_time: string | null;
}

/** A holiday or special closure as listed. */
export interface HolidayRecord {
  holiday_date: string; // YYYY-MM-DD
  description: string | null;
}

/** GET /api/v1/hours */
export interface HoursListResponse {
  hours: OpeningHoursRecord[];
  holidays: HolidayRecord[];
}

/** POST /api/v1/hours/set (both times null clears the day). */
export interface SetHoursPayload {
  day: Weekday;
  start_time: string | null; // HH:MM:SS
  end_time: string | null;
}

/** POST /api/v1/holidays/set (a null or empty description deletes the holiday). */
export interface SetHolidayPayload {
  date: string; // YYYY-MM-DD
  description: string | null;
}

export interface MessageResponse {
  message: string;
}

/** How many times the browsers try GET /hours/status, and how long they wait between tries. */
export const HOURS_FETCH_RETRIES = 5;
export const HOURS_FETCH_RETRY_DELAY_MS = 250;
