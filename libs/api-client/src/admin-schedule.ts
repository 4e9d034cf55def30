import {
  ERRORS,
  HOURS_UI,
  type HolidayRecord,
  type HoursListResponse,
  type HoursStatus,
  type MessageResponse,
  type OpeningHoursRecord,
  type SeasonPayload,
  type SeasonRecord,
  type SetHolidayPayload,
  type SetHoursPayload,
  type SetHoursRangesPayload,
  type SpecialDayPayload,
  type SpecialDayRecord,
  type TimeRange,
} from '@furnace/contracts';
import { authorizedJson, type Describe } from './authorized';
import { ApiError, getJson } from './http';

/** A weekday as GET /hours lists it: the spec's one range, and (newer API) all its `ranges`. */
export interface OpeningHoursWithRanges extends OpeningHoursRecord {
  ranges?: TimeRange[];
}

export interface HoursWithRangesResponse extends HoursListResponse {
  hours: OpeningHoursWithRanges[];
}

/** GET /hours with each day's `ranges` (docs/api.md "Hours: ranges, seasons, special days"). */
export function fetchHoursWithRanges(signal?: AbortSignal): Promise<HoursWithRangesResponse> {
  return getJson<HoursWithRangesResponse>('/hours', ERRORS.gettingHours, signal);
}

/** A day's ranges: `ranges` when the API sends them, else the spec's single open/close pair. */
export function rangesOf(record: OpeningHoursWithRanges): TimeRange[] {
  if (record.ranges) return record.ranges;
  return record.open_time && record.close_time
    ? [{ open_time: record.open_time, close_time: record.close_time }]
    : [];
}

/**
 * The API's own words for a refused write on `statuses` (a 409 naming the season or special day it
 * would overlap, a 400 naming the field), shown as written; other failures keep the catalogue text.
 */
const ownWordsOn =
  (describe: (status: number) => string, statuses = [400, 409, 422]): Describe =>
  (status, { message }) =>
    new ApiError((statuses.includes(status) ? message : undefined) ?? describe(status), status);

/**
 * POST /hours/set (bearer): one day's ranges ([] closes it), or the spec's form (both times null
 * closes it). `shown`: the day as the volunteer saw it (If-Match). A failure keeps the spec's
 * 'Error setting hours: {status}' (docs/product.md §8), a 409 excepted.
 */
export function setHoursRanges(
  payload: SetHoursRangesPayload | SetHoursPayload,
  shown?: OpeningHoursRecord,
): Promise<MessageResponse> {
  const call = { method: 'POST', body: payload, shown };
  return authorizedJson('/hours/set', call, ownWordsOn(ERRORS.settingHours, [409]));
}

/**
 * POST /holidays/set (bearer). A null description removes the holiday on that date. `shown`: the
 * date's row as GET /holidays listed it (If-Match): changed or gone since, it is a 412.
 */
export function setHoliday(
  payload: SetHolidayPayload,
  shown?: HolidayRecord,
): Promise<MessageResponse> {
  const call = { method: 'POST', body: payload, shown };
  return authorizedJson('/holidays/set', call, ERRORS.settingHoliday);
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
  const path = `/hours/status?at=${encodeURIComponent(at)}`;
  return getJson<HoursStatus>(path, ERRORS.gettingHours, signal);
}

/** GET /seasons, by valid_from. */
export function fetchSeasons(signal?: AbortSignal): Promise<SeasonRecord[]> {
  return getJson<SeasonRecord[]>('/seasons', HOURS_UI.gettingSeasons, signal);
}

/** POST /seasons (bearer) -> 201 with the stored season. A 409 names the season it overlaps. */
export function createSeason(payload: SeasonPayload): Promise<SeasonRecord> {
  const call = { method: 'POST', body: payload };
  return authorizedJson('/seasons', call, ownWordsOn(HOURS_UI.savingSeason));
}

/** PUT /seasons/{id} (bearer); `shown`: the season as the form started from it (If-Match). */
export function updateSeason(
  id: number,
  payload: SeasonPayload,
  shown?: SeasonRecord,
): Promise<SeasonRecord> {
  const call = { method: 'PUT', body: payload, shown };
  return authorizedJson(`/seasons/${id}`, call, ownWordsOn(HOURS_UI.savingSeason));
}

/** DELETE /seasons/{id} (bearer); `shown`: the season as listed (If-Match). */
export function deleteSeason(id: number, shown?: SeasonRecord): Promise<void> {
  const call = { method: 'DELETE', shown };
  return authorizedJson(`/seasons/${id}`, call, ownWordsOn(HOURS_UI.deletingSeason));
}

/** POST /special-days (bearer) -> 201 with the stored record. A 409 names the one it overlaps. */
export function createSpecialDay(payload: SpecialDayPayload): Promise<SpecialDayRecord> {
  const call = { method: 'POST', body: payload };
  return authorizedJson('/special-days', call, ownWordsOn(HOURS_UI.savingSpecialDay));
}

/** PUT /special-days/{id} (bearer); `shown`: the special day as the form started from it. */
export function updateSpecialDay(
  id: number,
  payload: SpecialDayPayload,
  shown?: SpecialDayRecord,
): Promise<SpecialDayRecord> {
  const call = { method: 'PUT', body: payload, shown };
  return authorizedJson(`/special-days/${id}`, call, ownWordsOn(HOURS_UI.savingSpecialDay));
}

/** DELETE /special-days/{id} (bearer); `shown`: the special day as listed (If-Match). */
export function deleteSpecialDay(id: number, shown?: SpecialDayRecord): Promise<void> {
  const call = { method: 'DELETE', shown };
  return authorizedJson(`/special-days/${id}`, call, ownWordsOn(HOURS_UI.deletingSpecialDay));
}
