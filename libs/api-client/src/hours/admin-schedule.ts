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
import { authorizedJson } from '../shared/authorized';
import { ApiError, getJson, type Describe } from '../shared/http';

export const fetchHoursWithRanges = (signal?: AbortSignal) =>
  getJson<HoursListResponse>('/hours', ERRORS.gettingHours, signal);

/** The API's own words for a refused write on `statuses`; other failures keep the catalogue text. */
const ownWordsOn =
  (describe: (status: number) => string, statuses = [400, 409, 422]): Describe =>
  (status, { message }) =>
    new ApiError((statuses.includes(status) ? message : undefined) ?? describe(status), status);

export const setHoursRanges = (
  body: SetHoursRangesPayload | SetHoursPayload,
  shown?: OpeningHoursRecord,
) =>
  authorizedJson<MessageResponse>(
    '/hours/set',
    { method: 'POST', body, shown },
    ownWordsOn(ERRORS.settingHours, [409]),
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

export const fetchSeasons = (signal?: AbortSignal) =>
  getJson<SeasonRecord[]>('/seasons', HOURS_UI.gettingSeasons, signal);

/** The writes of seasons or of special days; `shown` goes as If-Match. */
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
