// The hours of each date (docs/product.md §10): a covering special day, else a covering season
// (weekdays it does not list are closed), else the regular week.
import type {
  ScheduleDay,
  SeasonPayload,
  SpecialDayPayload,
  TimeRange,
  Weekday,
  WeekdayRanges,
  WeekInForceResponse,
} from '@furnace/contracts';
import { dayNumber, isoDateOf, parseClockTime, weekdayIndex, WEEKDAYS } from '@furnace/contracts';

export type SeasonInput = SeasonPayload;
export type SpecialDayInput = SpecialDayPayload;

/** Seconds of the wall clock, [open, close). */
export interface DayRange {
  open: number;
  close: number;
  range: TimeRange;
}

interface ResolvedDay {
  day: ScheduleDay;
  ranges: readonly DayRange[];
}

type Week = ReadonlyMap<Weekday, readonly DayRange[]>;

type Span<C> = { from: number; through: number } & C;
type CompiledSeason<S> = Span<{ season: S; week: Week }>;

const secondsOf = (hhmmss: string) => {
  const [h, m, s] = hhmmss.split(':').map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
};

/** Sorted; a range the API would never store is left out, so odd data never fails a page. */
function compileRanges(ranges: readonly TimeRange[] | undefined | null): DayRange[] {
  const out: DayRange[] = [];
  for (const range of ranges ?? []) {
    const open = parseClockTime(range?.open_time);
    const close = parseClockTime(range?.close_time);
    if (!open || !close || close <= open) continue;
    out.push({
      open: secondsOf(open),
      close: secondsOf(close),
      range: { open_time: open, close_time: close },
    });
  }
  out.sort((a, b) => a.open - b.open);
  return out.filter((range, i) => i === 0 || range.open >= (out[i - 1] as DayRange).close);
}

function compileWeek(hours: readonly WeekdayRanges[]): Week {
  const week = new Map<Weekday, readonly DayRange[]>();
  for (const { day_of_week, ranges } of hours)
    if (!week.has(day_of_week)) week.set(day_of_week, compileRanges(ranges));
  return week;
}

function weekRecords(week: Week): WeekdayRanges[] {
  return WEEKDAYS.map((day) => ({
    day_of_week: day,
    ranges: (week.get(day) ?? []).map((r) => r.range),
  }));
}

function bySpan<R, C>(
  records: readonly R[],
  dates: (record: R) => [string, string],
  compile: (record: R) => C,
): Span<C>[] {
  return records
    .map((record) => {
      const [from, through] = dates(record).map(dayNumber) as [number, number];
      return { from, through, ...compile(record) };
    })
    .filter((s) => s.from <= s.through)
    .sort((a, b) => a.from - b.from);
}

function dayOf(date: string): number {
  const day = dayNumber(date);
  if (Number.isNaN(day)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  return day;
}

/** The hours compiled once per snapshot of the data; each date resolved once (remembered). */
export class HoursCalendar<S extends SeasonInput = SeasonInput> {
  private readonly regular: Week;
  private readonly seasons: CompiledSeason<S>[];
  private readonly specials: Span<{ special: SpecialDayInput; ranges: readonly DayRange[] }>[];
  private readonly resolved = new Map<number, ResolvedDay>();

  constructor(data: {
    regular: readonly WeekdayRanges[];
    seasons: readonly S[];
    specialDays: readonly SpecialDayInput[];
  }) {
    this.regular = compileWeek(data.regular);
    this.seasons = bySpan(
      data.seasons,
      (s) => [s.valid_from, s.valid_through],
      (season) => ({ season, week: compileWeek(season.hours) }),
    );
    this.specials = bySpan(
      data.specialDays,
      (s) => [s.date_from, s.date_through],
      (special) => ({ special, ranges: compileRanges(special.ranges) }),
    );
  }

  resolve(day: number): ResolvedDay {
    let known = this.resolved.get(day);
    if (!known) {
      known = this.compute(day);
      // Bounded: a long-running process asks for a sliding window of dates.
      if (this.resolved.size >= 4096) this.resolved.clear();
      this.resolved.set(day, known);
    }
    return known;
  }

  days(from: string, count: number): ScheduleDay[] {
    const start = dayOf(from);
    const out: ScheduleDay[] = [];
    for (let i = 0; i < count; i++) out.push(this.resolve(start + i).day);
    return out;
  }

  weekAt(date: string): Pick<WeekInForceResponse, 'source' | 'hours'> & { season: S | null } {
    const season = this.seasonOn(dayOf(date));
    return season
      ? { source: 'season', season: season.season, hours: weekRecords(season.week) }
      : { source: 'regular', season: null, hours: weekRecords(this.regular) };
  }

  private seasonOn(day: number): CompiledSeason<S> | undefined {
    return this.seasons.find((s) => s.from <= day && day <= s.through);
  }

  private compute(day: number): ResolvedDay {
    const weekday = WEEKDAYS[weekdayIndex(day)];
    const season = this.seasonOn(day);
    const special = this.specials.find((s) => s.from <= day && day <= s.through);
    const ranges = special?.ranges ?? (season ? season.week : this.regular).get(weekday) ?? [];
    const closedFor = special && ranges.length === 0 ? special.special.reason : null;
    return {
      ranges,
      day: {
        date: isoDateOf(day),
        weekday,
        ranges: ranges.map((r) => ({ ...r.range })),
        closed_reason: closedFor?.trim() || null,
        note: special?.special.note?.trim() || null,
        source: special ? 'special' : season ? 'season' : 'regular',
        season: season ? season.season.name : null,
      },
    };
  }
}
