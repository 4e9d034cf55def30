import {
  ERRORS,
  HOURS_UI,
  recordVersion,
  type HoursListResponse,
  type MessageResponse,
  type OpeningHoursRecord,
  type SeasonPayload,
  type SeasonRecord,
  type SetHoursPayload,
  type SetHoursRangesPayload,
  type SpecialDayPayload,
  type SpecialDayRecord,
  type TimeRange,
} from '@furnace/contracts';
import { authorizedFetch } from './authorized';
import { ApiError, getJson, readRefusal } from './http';

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

async function write<T>(
  method: string,
  path: string,
  body: unknown,
  describe: (status: number) => string,
  /** The statuses whose API message is shown as written. */
  ownWords: readonly number[] = [400, 409, 422],
  /** The record as the volunteer started from it: its version goes as If-Match (a 412 if stale). */
  shown?: unknown,
): Promise<T> {
  const ifMatch: Record<string, string> =
    shown === undefined ? {} : { 'If-Match': recordVersion(shown) };
  const response = await authorizedFetch(
    path,
    body === undefined
      ? { method, headers: ifMatch }
      : {
          method,
          headers: { ...ifMatch, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        },
  );
  if (!response.ok) {
    // The API's own words for a refused write (a 409 naming the season or special day it would
    // overlap, a 400 naming the field), shown as written; other failures keep the catalogue text.
    const own = ownWords.includes(response.status)
      ? (await readRefusal(response)).message
      : undefined;
    throw new ApiError(own ?? describe(response.status), response.status);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * POST /hours/set (bearer): one day's ranges ([] closes it), or the spec's form (both times null
 * closes it). `shown`: the day as the volunteer saw it (If-Match). A failure keeps the spec's
 * 'Error setting hours: {status}' (docs/product.md §8), a 409 excepted.
 */
export function setHoursRanges(
  payload: SetHoursRangesPayload | SetHoursPayload,
  shown?: OpeningHoursRecord,
): Promise<MessageResponse> {
  return write<MessageResponse>('POST', '/hours/set', payload, ERRORS.settingHours, [409], shown);
}

/** GET /seasons, by valid_from. */
export function fetchSeasons(signal?: AbortSignal): Promise<SeasonRecord[]> {
  return getJson<SeasonRecord[]>('/seasons', HOURS_UI.gettingSeasons, signal);
}

/** POST /seasons (bearer) -> 201 with the stored season. A 409 names the season it overlaps. */
export function createSeason(payload: SeasonPayload): Promise<SeasonRecord> {
  return write<SeasonRecord>('POST', '/seasons', payload, HOURS_UI.savingSeason);
}

/** PUT /seasons/{id} (bearer); `shown`: the season as the form started from it (If-Match). */
export function updateSeason(
  id: number,
  payload: SeasonPayload,
  shown?: SeasonRecord,
): Promise<SeasonRecord> {
  return write<SeasonRecord>(
    'PUT',
    `/seasons/${id}`,
    payload,
    HOURS_UI.savingSeason,
    undefined,
    shown,
  );
}

/** DELETE /seasons/{id} (bearer); `shown`: the season as listed (If-Match). */
export function deleteSeason(id: number, shown?: SeasonRecord): Promise<void> {
  const path = `/seasons/${id}`;
  return write<void>('DELETE', path, undefined, HOURS_UI.deletingSeason, undefined, shown);
}

/** POST /special-days (bearer) -> 201 with the stored record. A 409 names the one it overlaps. */
export function createSpecialDay(payload: SpecialDayPayload): Promise<SpecialDayRecord> {
  return write<SpecialDayRecord>('POST', '/special-days', payload, HOURS_UI.savingSpecialDay);
}

/** PUT /special-days/{id} (bearer). */
export function updateSpecialDay(
  id: number,
  payload: SpecialDayPayload,
  shown?: SpecialDayRecord,
): Promise<SpecialDayRecord> {
  const path = `/special-days/${id}`;
  return write<SpecialDayRecord>('PUT', path, payload, HOURS_UI.savingSpecialDay, undefined, shown);
}

/** DELETE /special-days/{id} (bearer); `shown`: the special day as listed (If-Match). */
export function deleteSpecialDay(id: number, shown?: SpecialDayRecord): Promise<void> {
  const path = `/special-days/${id}`;
  return write<void>('DELETE', path, undefined, HOURS_UI.deletingSpecialDay, undefined, shown);
}
