import { HOURS_UI, type ScheduleResponse, type SpecialDayRecord } from '@furnace/contracts';
import { getJson, withQuery } from '../shared/http';

export const fetchSchedule = (query: { from?: string; days?: number } = {}, signal?: AbortSignal) =>
  getJson<ScheduleResponse>(withQuery('/hours/schedule', query), HOURS_UI.gettingSchedule, signal);

export const fetchSpecialDays = (
  query: { from?: string; to?: string } = {},
  signal?: AbortSignal,
) =>
  getJson<SpecialDayRecord[]>(
    withQuery('/special-days', query),
    HOURS_UI.gettingSpecialDays,
    signal,
  );
