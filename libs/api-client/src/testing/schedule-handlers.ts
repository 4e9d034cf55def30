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
  rangesOf,
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
  return record ? rangesOf(record) : [];
}

const seasonOn = (date: string) =>
  museumApi.seasons.find((s) => s.valid_from <= date && date <= s.valid_through);

/** One resolved day: a special day (or a holiday) > a season > the regular week. */
export function resolveDay(date: string): ScheduleDay {
  const weekday = weekdayOf(date);
  const season = seasonOn(date);
  const day = (
    source: ScheduleDay['source'],
    ranges: TimeRange[],
    closed_reason: string | null = null,
    note: string | null = null,
  ): ScheduleDay => ({
    date,
    weekday,
    season: season?.name ?? null,
    ranges,
    closed_reason,
    note,
    source,
  });
  const special = museumApi.specialDays.find((s) => s.date_from <= date && date <= s.date_through);
  if (special)
    return day(
      'special',
      special.ranges,
      special.ranges.length ? null : special.reason,
      special.note,
    );
  const holiday = museumApi.holidays.find((h) => h.holiday_date === date);
  if (holiday) return day('special', [], holiday.description);
  if (season)
    return day('season', season.hours.find((h) => h.day_of_week === weekday)?.ranges ?? []);
  return day('regular', regularRanges(weekday));
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

/** How the fake keeps one kind of schedule record (seasons, special days) and checks its writes. */
interface RecordKind<Payload, Stored extends Payload & { id: number }> {
  path: string;
  records: () => Stored[];
  keep: (records: Stored[]) => void;
  nextId: () => number;
  /** The 400's text, or null. */
  problem: (body: Payload) => string | null;
  clean: (body: Payload) => Payload;
  /** The 409's text naming the record it overlaps (not itself, `id`), or null. */
  overlap: (body: Payload, id?: number) => string | null;
  /** The 412's text. */
  stale: (record: Stored) => string;
}

/**
 * POST, PUT /{id} and DELETE /{id} of one kind of record, as the API answers them: 404 for an
 * unknown id, 412 for a stale If-Match, 400 for a bad payload, 409 for an overlap, in that order.
 */
function recordWrites<Payload, Stored extends Payload & { id: number }>(
  handle: Handle,
  apiProblem: Problem,
  kind: RecordKind<Payload, Stored>,
) {
  const refusal = (body: Payload, id?: number) => {
    const problem = kind.problem(body);
    if (problem) return apiProblem(400, problem);
    const overlap = kind.overlap(body, id);
    return overlap ? apiProblem(409, overlap) : null;
  };
  const find = (id: string) => kind.records().find((record) => record.id === Number(id));
  return [
    http.post(
      `${API}${kind.path}`,
      handle(
        (_request, _params, body) => {
          const refused = refusal(body as Payload);
          if (refused) return refused;
          const record = { id: kind.nextId(), ...kind.clean(body as Payload) } as Stored;
          kind.records().push(record);
          return HttpResponse.json(record, { status: 201, statusText: 'Created' });
        },
        { signedIn: true },
      ),
    ),
    http.put<{ id: string }>(
      `${API}${kind.path}/:id`,
      handle(
        (request, { id }, body) => {
          const current = find(id);
          if (!current) return apiProblem(404);
          if (staleIfMatch(request, current)) return apiProblem(412, kind.stale(current));
          const refused = refusal(body as Payload, Number(id));
          if (refused) return refused;
          const record = { id: Number(id), ...kind.clean(body as Payload) } as Stored;
          kind.keep(kind.records().map((other) => (other === current ? record : other)));
          return HttpResponse.json(record);
        },
        { signedIn: true },
      ),
    ),
    http.delete<{ id: string }>(
      `${API}${kind.path}/:id`,
      handle(
        (request, { id }) => {
          const current = find(id);
          if (!current) return apiProblem(404);
          if (staleIfMatch(request, current)) return apiProblem(412, kind.stale(current));
          kind.keep(kind.records().filter((other) => other !== current));
          return new HttpResponse(null, { status: 204 });
        },
        { signedIn: true },
      ),
    ),
  ];
}

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
    ...recordWrites(handle, apiProblem, {
      path: '/seasons',
      records: () => museumApi.seasons,
      keep: (records) => (museumApi.seasons = records),
      nextId: () => museumApi.nextSeasonId++,
      problem: seasonProblem,
      clean: cleanSeason,
      overlap: (body, id) => {
        const other = overlappingSeason(body, id);
        return other
          ? `The season overlaps "${other.name}" (${other.valid_from} to ${other.valid_through}).`
          : null;
      },
      stale: (season) => changedSinceRead('season', season.name),
    }),
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
    ...recordWrites(handle, apiProblem, {
      path: '/special-days',
      records: () => museumApi.specialDays,
      keep: (records) => (museumApi.specialDays = records),
      nextId: () => museumApi.nextSpecialDayId++,
      problem: specialDayProblem,
      clean: cleanSpecialDay,
      overlap: (body, id) => {
        const other = overlappingSpecialDay(body, id);
        return other
          ? `The special day overlaps the one on ${other.date_from} to ${other.date_through}.`
          : null;
      },
      stale: (day) => changedSinceRead('special day', String(day.id)),
    }),
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
