// One weekday's opening hours, read from the records the API lists.
import type { OpeningHoursRecord, Weekday } from '@furnace/contracts';
import { secondsOfDay, toClockTime } from './clock-time';

/** The hours of a day the museum is open: [open, close) on the wall clock. */
export interface DayHours {
  /** As stored ('HH:MM' or 'HH:MM:SS'); used for the message. */
  openTime: string;
  closeTime: string;
  /** Seconds since midnight; used for the comparison. */
  openSeconds: number;
  closeSeconds: number;
}

/**
 * The hours for `day`, or null when the museum is closed that day: no record, a null open or close
 * time, or times that do not make an opening (unparseable, or close not after open). The API never
 * stores such times; if one slips in anyway, treating that day as closed keeps the hot status
 * endpoint answering instead of failing on every page view. Overnight hours (close past midnight)
 * are not a thing the spec has, so close <= open is not read as one.
 */
export function hoursForDay(hours: readonly OpeningHoursRecord[], day: Weekday): DayHours | null {
  const record = hours.find((candidate) => candidate.day_of_week === day);
  if (!record || record.open_time === null || record.close_time === null) return null;
  const open = toClockTime(record.open_time);
  const close = toClockTime(record.close_time);
  if (!open || !close) return null;
  const openSeconds = secondsOfDay(open);
  const closeSeconds = secondsOfDay(close);
  if (closeSeconds <= openSeconds) return null;
  return { openTime: record.open_time, closeTime: record.close_time, openSeconds, closeSeconds };
}
