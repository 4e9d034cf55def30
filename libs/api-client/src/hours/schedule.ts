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
export const fetchSchedule = (query: { from?: string; days?: number } = {}, signal?: AbortSignal) =>
  getJson<ScheduleResponse>(withQuery('/hours/schedule', query), HOURS_UI.gettingSchedule, signal);

/** GET /hours/week[?date]: the weekly hours in force and the home panel's line (`open_days`). */
export const fetchWeekInForce = (date?: string, signal?: AbortSignal) =>
  getJson<WeekInForceResponse>(withQuery('/hours/week', { date }), HOURS_UI.gettingWeek, signal);

/** GET /special-days?from&to (both optional, YYYY-MM-DD), by date_from. */
export const fetchSpecialDays = (
  query: { from?: string; to?: string } = {},
  signal?: AbortSignal,
) =>
  getJson<SpecialDayRecord[]>(
    withQuery('/special-days', query),
    HOURS_UI.gettingSpecialDays,
    signal,
  );
