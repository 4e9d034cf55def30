import {
  HOURS_UI,
  type ScheduleResponse,
  type SpecialDayRecord,
  type WeekInForceResponse,
} from '@furnace/contracts';
import { getJson, withQuery } from '../shared/http';

/**
 * GET /hours/schedule?from&days: the resolved days (special day > season > regular week), the one
 * truth the visit page, the admin's strip and JSON-LD read. `from` defaults to the museum's today.
 */
export function fetchSchedule(
  { from, days }: { from?: string; days?: number } = {},
  signal?: AbortSignal,
): Promise<ScheduleResponse> {
  const path = withQuery('/hours/schedule', { from, days });
  return getJson<ScheduleResponse>(path, HOURS_UI.gettingSchedule, signal);
}

/** GET /hours/week[?date]: the weekly hours in force and the home panel's line (`open_days`). */
export function fetchWeekInForce(
  date?: string,
  signal?: AbortSignal,
): Promise<WeekInForceResponse> {
  const path = withQuery('/hours/week', { date });
  return getJson<WeekInForceResponse>(path, HOURS_UI.gettingWeek, signal);
}

/** GET /special-days?from&to (both optional, YYYY-MM-DD), by date_from. */
export function fetchSpecialDays(
  { from, to }: { from?: string; to?: string } = {},
  signal?: AbortSignal,
): Promise<SpecialDayRecord[]> {
  const path = withQuery('/special-days', { from, to });
  return getJson<SpecialDayRecord[]>(path, HOURS_UI.gettingSpecialDays, signal);
}
