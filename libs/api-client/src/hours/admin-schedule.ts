import {
  ERRORS,
  HOURS_UI,
  type HolidayRecord,
  type HoursListResponse,
  type HoursStatus,
  type MessageResponse,
  type OpeningHoursRecord,
  type ScheduleResponse,
  type SeasonPayload,
  type SeasonRecord,
  type SetHolidayPayload,
  type SetHoursPayload,
  type SetHoursRangesPayload,
  type SpecialDayPayload,
  type SpecialDayRecord,
} from '@furnace/contracts';
import { authorizedJson } from '../shared/authorized';
import { getJson, ownWords, withQuery } from '../shared/http';

export const fetchHoursStatus = (signal?: AbortSignal) =>
  getJson<HoursStatus>('/hours/status', ERRORS.gettingHours, signal);

export const fetchHoursWithRanges = (signal?: AbortSignal) =>
  getJson<HoursListResponse>('/hours', ERRORS.gettingHours, signal);

export const setHoursRanges = (
  body: SetHoursRangesPayload | SetHoursPayload,
  shown?: OpeningHoursRecord,
) =>
  authorizedJson<MessageResponse>(
    '/hours/set',
    { method: 'POST', body, shown },
    ownWords(ERRORS.settingHours, [409]),
  );

export const setHoliday = (body: SetHolidayPayload, shown?: HolidayRecord) =>
  authorizedJson<MessageResponse>(
    '/holidays/set',
    { method: 'POST', body, shown },
    ERRORS.settingHoliday,
  );

export const fetchHolidays = (signal?: AbortSignal) =>
  getJson<HolidayRecord[]>('/holidays', ERRORS.gettingHolidays, signal);

/** What a visitor would see at `at` (without an offset: the museum's wall clock). */
export const fetchStatusAt = (at: string, signal?: AbortSignal) =>
  getJson<HoursStatus>(`/hours/status?at=${encodeURIComponent(at)}`, ERRORS.gettingHours, signal);

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

export const fetchSeasons = (signal?: AbortSignal) =>
  getJson<SeasonRecord[]>('/seasons', HOURS_UI.gettingSeasons, signal);

/** A season's or a special day's write (the API's words on 400, 409, 422); `shown` as If-Match. */
const write = <T>(
  method: string,
  path: string,
  describe: (status: number) => string,
  body?: unknown,
  shown?: unknown,
) => authorizedJson<T>(path, { method, body, shown }, ownWords(describe, [400, 409, 422]));

export const createSeason = (season: SeasonPayload) =>
  write<SeasonRecord>('POST', '/seasons', HOURS_UI.savingSeason, season);
export const updateSeason = (id: number, season: SeasonPayload, shown?: SeasonRecord) =>
  write<SeasonRecord>('PUT', `/seasons/${id}`, HOURS_UI.savingSeason, season, shown);
export const deleteSeason = (id: number, shown?: SeasonRecord) =>
  write<void>('DELETE', `/seasons/${id}`, HOURS_UI.deletingSeason, undefined, shown);
export const createSpecialDay = (day: SpecialDayPayload) =>
  write<SpecialDayRecord>('POST', '/special-days', HOURS_UI.savingSpecialDay, day);
export const updateSpecialDay = (id: number, day: SpecialDayPayload, shown?: SpecialDayRecord) =>
  write<SpecialDayRecord>('PUT', `/special-days/${id}`, HOURS_UI.savingSpecialDay, day, shown);
export const deleteSpecialDay = (id: number, shown?: SpecialDayRecord) =>
  write<void>('DELETE', `/special-days/${id}`, HOURS_UI.deletingSpecialDay, undefined, shown);
