import {
  HOURS_UI,
  type ScheduleResponse,
  type SpecialDayRecord,
  type WeekInForceResponse,
} from '@furnace/contracts';
import { getJson, withQuery } from '../shared/http';

export const fetchSchedule = (query: { from?: string; days?: number } = {}, signal?: AbortSignal) =>
  getJson<ScheduleResponse>(withQuery('/hours/schedule', query), HOURS_UI.gettingSchedule, signal);

export const fetchWeekInForce = (date?: string, signal?: AbortSignal) =>
  getJson<WeekInForceResponse>(withQuery('/hours/week', { date }), HOURS_UI.gettingWeek, signal);

export const fetchSpecialDays = (
  query: { from?: string; to?: string } = {},
  signal?: AbortSignal,
) =>
  getJson<SpecialDayRecord[]>(
    withQuery('/special-days', query),
    HOURS_UI.gettingSpecialDays,
    signal,
  );
