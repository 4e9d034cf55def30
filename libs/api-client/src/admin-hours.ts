import {
  ERRORS,
  recordVersion,
  type HolidayRecord,
  type HoursStatus,
  type MessageResponse,
  type SetHolidayPayload,
  type SetHoursPayload,
} from '@furnace/contracts';
import { authorizedJson, sendJson } from './authorized';
import { getJson } from './http';

/** POST /hours/set (bearer). Both times null closes the day. Times are HH:MM:SS. */
export function setHours(payload: SetHoursPayload): Promise<MessageResponse> {
  return sendJson<MessageResponse>('POST', '/hours/set', payload, ERRORS.settingHours);
}

/**
 * POST /holidays/set (bearer). A null description removes the holiday on that date. `shown`: the
 * date's row as GET /holidays listed it (If-Match): changed or gone since, it is a 412.
 */
export function setHoliday(
  payload: SetHolidayPayload,
  shown?: HolidayRecord,
): Promise<MessageResponse> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (shown) headers['If-Match'] = recordVersion(shown);
  const init = { method: 'POST', headers, body: JSON.stringify(payload) };
  return authorizedJson<MessageResponse>('/holidays/set', init, ERRORS.settingHoliday);
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
