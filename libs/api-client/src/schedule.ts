import {
  HOURS_UI,
  type ScheduleResponse,
  type SpecialDayRecord,
  type WeekInForceResponse,
} from '@furnace/contracts';
import { getJson } from './http';

/**
 * GET /hours/schedule?from&days: the resolved days (special day > season > regular week), the one
 * truth the visit page, the admin's strip and JSON-LD read. `from` defaults to the museum's today.
 */
export function fetchSchedule(
  { from, days }: { from?: string; days?: number } = {},
  signal?: AbortSignal,
): Promise<ScheduleResponse> {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (days !== undefined) query.set('days', String(days));
  const search = query.toString();
  return getJson<ScheduleResponse>(
    `/hours/schedule${search ? `?${search}` : ''}`,
    HOURS_UI.gettingSchedule,
    signal,
  );
}

/** GET /hours/week[?date]: the weekly hours in force and the home panel's line (`open_days`). */
export function fetchWeekInForce(
  date?: string,
  signal?: AbortSignal,
): Promise<WeekInForceResponse> {
  return getJson<WeekInForceResponse>(
    `/hours/week${date ? `?date=${encodeURIComponent(date)}` : ''}`,
    HOURS_UI.gettingWeek,
    signal,
  );
}

/** GET /special-days?from&to (both optional, YYYY-MM-DD), by date_from. */
export function fetchSpecialDays(
  { from, to }: { from?: string; to?: string } = {},
  signal?: AbortSignal,
): Promise<SpecialDayRecord[]> {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const search = query.toString();
  return getJson<SpecialDayRecord[]>(
    `/special-days${search ? `?${search}` : ''}`,
    HOURS_UI.gettingSpecialDays,
    signal,
  );
}
