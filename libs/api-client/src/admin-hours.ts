import {
  ERRORS,
  type HolidayRecord,
  type HoursStatus,
  type MessageResponse,
  type SetHolidayPayload,
  type SetHoursPayload,
} from '@furnace/contracts';
import { sendJson } from './authorized';
import { getJson } from './http';

/** POST /hours/set (bearer). Both times null closes the day. Times are HH:MM:SS. */
export function setHours(payload: SetHoursPayload): Promise<MessageResponse> {
  return sendJson<MessageResponse>('POST', '/hours/set', payload, ERRORS.settingHours);
}

/** POST /holidays/set (bearer). A null description removes the holiday on that date. */
export function setHoliday(payload: SetHolidayPayload): Promise<MessageResponse> {
  return sendJson<MessageResponse>('POST', '/holidays/set', payload, ERRORS.settingHoliday);
}

export function fetchHolidays(signal?: AbortSignal): Promise<HolidayRecord[]> {
  return getJson<HolidayRecord[]>('/holidays', ERRORS.gettingHolidays, signal);
}

/**
 * What a visitor would see at a given moment: GET /hours/status?at=. `at` without an offset
 * (YYYY-MM-DDTHH:MM:SS) is read by the API as the museum's own wall clock, which is what an admin
 * previewing "Saturday 10:00" means, whatever time zone their phone is in.
 */
export function fetchStatusAt(at: string, signal?: AbortSignal): Promise<HoursStatus> {
  return getJson<HoursStatus>(
    `/hours/status?at=${encodeURIComponent(at)}`,
    ERRORS.gettingHours,
    signal,
  );
}
