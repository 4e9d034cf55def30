import {
  MAX_RANGES_PER_DAY,
  MAX_SCHEDULE_DAYS,
  WEEKDAYS,
  todayIso,
  type ScheduleDay,
  type SeasonPayload,
  type SpecialDayPayload,
  type TimeRange,
  type Weekday,
  type WeekdayRanges,
  changedSinceRead,
} from '@furnace/contracts';
import { http, HttpResponse } from 'msw';
import { API, staleIfMatch, type Handle, type Problem } from './fake-api';
import { museumApi } from './museum-api';

/**
 * The fakes of GET /hours/schedule, GET /hours/week, the seasons and the special days, over the
 * in-memory museum. A simple resolution (special day or holiday > season > regular week), enough
 * for the pages' tests and mock mode; the API's own tests hold the real rules. The 409 and 400
 * texts here are fixtures, shaped like the API's (a message naming the other record or the field).
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** A real calendar date as YYYY-MM-DD. */
export function isDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7];
}

const seconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/** The ranges of a regular weekday in the fake's state. */
function regularRanges(day: Weekday): TimeRange[] {
  const record = museumApi.hours.find((r) => r.day_of_week === day);
  if (!record) return [];
  if (record.ranges) return record.ranges;
  return record.open_time && record.close_time
    ? [{ open_time: record.open_time, close_time: record.close_time }]
    : [];
}

const seasonOn = (date: string) =>
  museumApi.seasons.find((s) => s.valid_from <= date && date <= s.valid_through);

/** One resolved day: a special day (or a holiday) > a season > the regular week. */
export function resolveDay(date: string): ScheduleDay {
  const weekday = weekdayOf(date);
  const season = seasonOn(date);
  const base = { date, weekday, season: season?.name ?? null };
  const special = museumApi.specialDays.find((s) => s.date_from <= date && date <= s.date_through);
  if (special)
    return {
      ...base,
      ranges: special.ranges,
      closed_reason: special.ranges.length ? null : special.reason,
      note: special.note,
      source: 'special',
    };
  const holiday = museumApi.holidays.find((h) => h.holiday_date === date);
  if (holiday)
    return {
      ...base,
      ranges: [],
      closed_reason: holiday.description,
      note: null,
      source: 'special',
    };
  if (season)
    return {
      ...base,
      ranges: season.hours.find((h) => h.day_of_week === weekday)?.ranges ?? [],
      closed_reason: null,
      note: null,
      source: 'season',
    };
  return {
    ...base,
    ranges: regularRanges(weekday),
    closed_reason: null,
    note: null,
    source: 'regular',
  };
}

/** What is wrong with a list of ranges (the field named as the API would), or null. */
function rangesProblem(ranges: unknown, field: string): string | null {
  if (!Array.isArray(ranges)) return `${field} must be a list of ranges`;
  if (ranges.length > MAX_RANGES_PER_DAY)
    return `${field} must have at most ${MAX_RANGES_PER_DAY} ranges`;
  const sorted = [...(ranges as TimeRange[])].sort((a, b) =>
    String(a.open_time).localeCompare(String(b.open_time)),
  );
  for (const [index, range] of sorted.entries()) {
    if (!TIME.test(range.open_time ?? '') || !TIME.test(range.close_time ?? ''))
      return `${field} times must be HH:MM or HH:MM:SS`;
    if (seconds(range.open_time) >= seconds(range.close_time))
      return `${field}: open_time must be before close_time`;
    if (index > 0 && seconds(sorted[index - 1].close_time) > seconds(range.open_time))
      return `${field} must not overlap`;
  }
  return null;
}

const normalise = (ranges: TimeRange[]): TimeRange[] =>
  ranges
    .map((r) => ({ open_time: seconds(r.open_time), close_time: seconds(r.close_time) }))
    .sort((a, b) => a.open_time.localeCompare(b.open_time));

function seasonProblem(body: SeasonPayload): string | null {
  if (typeof body.name !== 'string' || !body.name.trim()) return 'name is required';
  if (!isDate(body.valid_from)) return 'valid_from must be a date (YYYY-MM-DD)';
  if (!isDate(body.valid_through)) return 'valid_through must be a date (YYYY-MM-DD)';
  if (body.valid_through < body.valid_from) return 'valid_through must be on or after valid_from';
  if (!Array.isArray(body.hours)) return 'hours must be a list';
  for (const day of body.hours) {
    const problem = rangesProblem(day.ranges, `hours.${day.day_of_week}.ranges`);
    if (problem) return problem;
  }
  return null;
}

function specialDayProblem(body: SpecialDayPayload): string | null {
  if (!isDate(body.date_from)) return 'date_from must be a date (YYYY-MM-DD)';
  if (!isDate(body.date_through)) return 'date_through must be a date (YYYY-MM-DD)';
  if (body.date_through < body.date_from) return 'date_through must be on or after date_from';
  const problem = rangesProblem(body.ranges, 'ranges');
  if (problem) return problem;
  if (body.ranges.length === 0 && !body.reason?.trim()) return 'reason is required on a closed day';
  return null;
}

const cleanSeason = (body: SeasonPayload): SeasonPayload => ({
  name: body.name.trim(),
  valid_from: body.valid_from,
  valid_through: body.valid_through,
  hours: body.hours
    .filter((day) => day.ranges.length)
    .map((day) => ({ day_of_week: day.day_of_week, ranges: normalise(day.ranges) })),
});

const cleanSpecialDay = (body: SpecialDayPayload): SpecialDayPayload => ({
  date_from: body.date_from,
  date_through: body.date_through,
  ranges: normalise(body.ranges),
  reason: body.reason?.trim() || null,
  note: body.note?.trim() || null,
});

export function scheduleHandlers(handle: Handle, apiProblem: Problem) {
  const overlappingSeason = (body: SeasonPayload, id?: number) =>
    museumApi.seasons.find(
      (s) =>
        s.id !== id && s.valid_from <= body.valid_through && body.valid_from <= s.valid_through,
    );
  const overlappingSpecialDay = (body: SpecialDayPayload, id?: number) =>
    museumApi.specialDays.find(
      (s) => s.id !== id && s.date_from <= body.date_through && body.date_from <= s.date_through,
    );
  const byFrom = <T extends { valid_from: string }>(a: T, b: T) =>
    a.valid_from.localeCompare(b.valid_from);

  return [
    http.get(
      `${API}/hours/schedule`,
      handle((request) => {
        const query = new URL(request.url).searchParams;
        const from = query.get('from') ?? todayIso();
        const days = Number(query.get('days') ?? 7);
        if (!isDate(from)) return apiProblem(400, 'from must be a date (YYYY-MM-DD)');
        if (!Number.isInteger(days) || days < 1 || days > MAX_SCHEDULE_DAYS)
          return apiProblem(400, `days must be a whole number from 1 to ${MAX_SCHEDULE_DAYS}`);
        return HttpResponse.json({
          time_zone: 'America/New_York',
          days: Array.from({ length: days }, (_, i) => resolveDay(addDays(from, i))),
        });
      }),
    ),
    http.get(
      `${API}/hours/week`,
      handle((request) => {
        const date = new URL(request.url).searchParams.get('date') ?? todayIso();
        if (!isDate(date)) return apiProblem(400, 'date must be a date (YYYY-MM-DD)');
        const season = seasonOn(date) ?? null;
        const hours: WeekdayRanges[] = WEEKDAYS.map((day) => ({
          day_of_week: day,
          ranges: season
            ? (season.hours.find((h) => h.day_of_week === day)?.ranges ?? [])
            : regularRanges(day),
        }));
        return HttpResponse.json({
          date,
          source: season ? 'season' : 'regular',
          season,
          hours,
          open_days: museumApi.openDays,
        });
      }),
    ),
    http.get(
      `${API}/seasons`,
      handle(() => HttpResponse.json([...museumApi.seasons].sort(byFrom))),
    ),
    http.post(
      `${API}/seasons`,
      handle(
        (_request, _params, body) => {
          const payload = body as SeasonPayload;
          const problem = seasonProblem(payload);
          if (problem) return apiProblem(400, problem);
          const other = overlappingSeason(payload);
          if (other)
            return apiProblem(
              409,
              `The season overlaps "${other.name}" (${other.valid_from} to ${other.valid_through}).`,
            );
          const season = { id: museumApi.nextSeasonId++, ...cleanSeason(payload) };
          museumApi.seasons.push(season);
          return HttpResponse.json(season, { status: 201, statusText: 'Created' });
        },
        { signedIn: true },
      ),
    ),
    http.put<{ id: string }>(
      `${API}/seasons/:id`,
      handle(
        (request, { id }, body) => {
          const index = museumApi.seasons.findIndex((s) => s.id === Number(id));
          if (index < 0) return apiProblem(404);
          if (staleIfMatch(request, museumApi.seasons[index]))
            return apiProblem(412, changedSinceRead('season', museumApi.seasons[index].name));
          const payload = body as SeasonPayload;
          const problem = seasonProblem(payload);
          if (problem) return apiProblem(400, problem);
          const other = overlappingSeason(payload, Number(id));
          if (other)
            return apiProblem(
              409,
              `The season overlaps "${other.name}" (${other.valid_from} to ${other.valid_through}).`,
            );
          museumApi.seasons[index] = { id: Number(id), ...cleanSeason(payload) };
          return HttpResponse.json(museumApi.seasons[index]);
        },
        { signedIn: true },
      ),
    ),
    http.delete<{ id: string }>(
      `${API}/seasons/:id`,
      handle(
        (request, { id }) => {
          const season = museumApi.seasons.find((s) => s.id === Number(id));
          if (season && staleIfMatch(request, season))
            return apiProblem(412, changedSinceRead('season', season.name));
          const before = museumApi.seasons.length;
          museumApi.seasons = museumApi.seasons.filter((s) => s.id !== Number(id));
          if (museumApi.seasons.length === before) return apiProblem(404);
          return new HttpResponse(null, { status: 204 });
        },
        { signedIn: true },
      ),
    ),
    http.get(
      `${API}/special-days`,
      handle((request) => {
        const query = new URL(request.url).searchParams;
        // As the API: `from` defaults to today (no past ones), `to` to no end.
        const from = query.get('from') ?? todayIso();
        const to = query.get('to');
        if (!isDate(from) || (to !== null && !isDate(to)))
          return apiProblem(400, 'from and to must be dates (YYYY-MM-DD)');
        return HttpResponse.json(
          museumApi.specialDays
            .filter((s) => s.date_through >= from && (!to || s.date_from <= to))
            .sort((a, b) => a.date_from.localeCompare(b.date_from)),
        );
      }),
    ),
    http.post(
      `${API}/special-days`,
      handle(
        (_request, _params, body) => {
          const payload = body as SpecialDayPayload;
          const problem = specialDayProblem(payload);
          if (problem) return apiProblem(400, problem);
          const other = overlappingSpecialDay(payload);
          if (other)
            return apiProblem(
              409,
              `The special day overlaps the one on ${other.date_from} to ${other.date_through}.`,
            );
          const record = { id: museumApi.nextSpecialDayId++, ...cleanSpecialDay(payload) };
          museumApi.specialDays.push(record);
          return HttpResponse.json(record, { status: 201, statusText: 'Created' });
        },
        { signedIn: true },
      ),
    ),
    http.put<{ id: string }>(
      `${API}/special-days/:id`,
      handle(
        (request, { id }, body) => {
          const index = museumApi.specialDays.findIndex((s) => s.id === Number(id));
          if (index < 0) return apiProblem(404);
          if (staleIfMatch(request, museumApi.specialDays[index]))
            return apiProblem(412, changedSinceRead('special day', String(id)));
          const payload = body as SpecialDayPayload;
          const problem = specialDayProblem(payload);
          if (problem) return apiProblem(400, problem);
          const other = overlappingSpecialDay(payload, Number(id));
          if (other)
            return apiProblem(
              409,
              `The special day overlaps the one on ${other.date_from} to ${other.date_through}.`,
            );
          museumApi.specialDays[index] = { id: Number(id), ...cleanSpecialDay(payload) };
          return HttpResponse.json(museumApi.specialDays[index]);
        },
        { signedIn: true },
      ),
    ),
    http.delete<{ id: string }>(
      `${API}/special-days/:id`,
      handle(
        (_request, { id }) => {
          const before = museumApi.specialDays.length;
          museumApi.specialDays = museumApi.specialDays.filter((s) => s.id !== Number(id));
          if (museumApi.specialDays.length === before) return apiProblem(404);
          return new HttpResponse(null, { status: 204 });
        },
        { signedIn: true },
      ),
    ),
  ];
}

/** POST /hours/set in either form: the spec's one range, or `{day, ranges}`. */
export function setHoursInFake(body: {
  day: Weekday;
  start_time?: string | null;
  end_time?: string | null;
  ranges?: TimeRange[];
}): string | null {
  const { day } = body;
  if (body.ranges !== undefined) {
    const problem = rangesProblem(body.ranges, 'ranges');
    if (problem) return problem;
    const ranges = normalise(body.ranges);
    museumApi.hours = museumApi.hours.filter((record) => record.day_of_week !== day);
    if (ranges.length)
      museumApi.hours.push({
        day_of_week: day,
        open_time: ranges[0].open_time,
        close_time: ranges[ranges.length - 1].close_time,
        ranges,
      });
    return null;
  }
  museumApi.hours = museumApi.hours.filter((record) => record.day_of_week !== day);
  if (body.start_time && body.end_time)
    museumApi.hours.push({
      day_of_week: day,
      open_time: body.start_time,
      close_time: body.end_time,
    });
  return null;
}
