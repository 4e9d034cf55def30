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
} from '@furnace/contracts';
import { authorizedJson, type Describe } from '../shared/authorized';
import { ApiError, getJson } from '../shared/http';

/** GET /hours with each day's `ranges` (docs/api.md "Hours: ranges, seasons, special days"). */
export const fetchHoursWithRanges = (signal?: AbortSignal) =>
  getJson<HoursListResponse>('/hours', ERRORS.gettingHours, signal);

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
export const setHoursRanges = (
  body: SetHoursRangesPayload | SetHoursPayload,
  shown?: OpeningHoursRecord,
) =>
  authorizedJson<MessageResponse>(
    '/hours/set',
    { method: 'POST', body, shown },
    ownWordsOn(ERRORS.settingHours, [409]),
  );

/**
 * POST /holidays/set (bearer). A null description removes the holiday on that date. `shown`: the
 * date's row as GET /holidays listed it (If-Match): changed or gone since, it is a 412.
 */
export const setHoliday = (body: SetHolidayPayload, shown?: HolidayRecord) =>
  authorizedJson<MessageResponse>(
    '/holidays/set',
    { method: 'POST', body, shown },
    ERRORS.settingHoliday,
  );

export const fetchHolidays = (signal?: AbortSignal) =>
  getJson<HolidayRecord[]>('/holidays', ERRORS.gettingHolidays, signal);

/**
 * What a visitor would see at a given moment: GET /hours/status?at=. `at` without an offset
 * (YYYY-MM-DDTHH:MM:SS) is read by the API as the museum's own wall clock, which is what an admin
 * previewing "Saturday 10:00" means, whatever time zone their phone is in.
 */
export const fetchStatusAt = (at: string, signal?: AbortSignal) =>
  getJson<HoursStatus>(`/hours/status?at=${encodeURIComponent(at)}`, ERRORS.gettingHours, signal);

export const fetchSeasons = (signal?: AbortSignal) =>
  getJson<SeasonRecord[]>('/seasons', HOURS_UI.gettingSeasons, signal);

/**
 * The writes of seasons or of special days (bearer): POST answers 201 with the stored record, a 409
 * names the one it would overlap; `shown` is the record as the form started from it, or as listed
 * (If-Match: changed since, it is a 412 and nothing is saved).
 */
function recordWrites<Payload, Stored>(
  path: string,
  saving: (status: number) => string,
  deleting: (status: number) => string,
) {
  return {
    create: (payload: Payload): Promise<Stored> =>
      authorizedJson(path, { method: 'POST', body: payload }, ownWordsOn(saving)),
    update: (id: number, payload: Payload, shown?: Stored): Promise<Stored> =>
      authorizedJson(`${path}/${id}`, { method: 'PUT', body: payload, shown }, ownWordsOn(saving)),
    remove: (id: number, shown?: Stored): Promise<void> =>
      authorizedJson(`${path}/${id}`, { method: 'DELETE', shown }, ownWordsOn(deleting)),
  };
}

const seasons = recordWrites<SeasonPayload, SeasonRecord>(
  '/seasons',
  HOURS_UI.savingSeason,
  HOURS_UI.deletingSeason,
);
const specialDays = recordWrites<SpecialDayPayload, SpecialDayRecord>(
  '/special-days',
  HOURS_UI.savingSpecialDay,
  HOURS_UI.deletingSpecialDay,
);

export const createSeason = seasons.create;
export const updateSeason = seasons.update;
export const deleteSeason = seasons.remove;
export const createSpecialDay = specialDays.create;
export const updateSpecialDay = specialDays.update;
export const deleteSpecialDay = specialDays.remove;
