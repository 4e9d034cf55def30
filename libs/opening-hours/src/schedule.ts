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
import { dayNumber, isoDateOf, normalRanges, weekdayIndex, WEEKDAYS } from '@furnace/contracts';

type Week = Readonly<Record<Weekday, readonly TimeRange[]>>;

/** A weekday not listed is closed; one listed twice keeps its first ranges. */
const compileWeek = (hours: readonly WeekdayRanges[]) =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, normalRanges(hours.find((h) => h.day_of_week === day)?.ranges)]),
  ) as Record<Weekday, TimeRange[]>;

const weekRecords = (week: Week): WeekdayRanges[] =>
  WEEKDAYS.map((day) => ({ day_of_week: day, ranges: [...week[day]] }));

function dayOf(date: string): number {
  const day = dayNumber(date);
  if (Number.isNaN(day)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  return day;
}

/** The hours compiled once per snapshot (no season or special day overlaps another of its kind). */
export class HoursCalendar<S extends SeasonPayload = SeasonPayload> {
  private readonly regular: Week;
  private readonly seasons: { season: S; week: Week }[];
  private readonly specials: { special: SpecialDayPayload; ranges: readonly TimeRange[] }[];
  private readonly resolved = new Map<number, ScheduleDay>();

  constructor(data: {
    regular: readonly WeekdayRanges[];
    seasons: readonly S[];
    specialDays: readonly SpecialDayPayload[];
  }) {
    this.regular = compileWeek(data.regular);
    this.seasons = data.seasons.map((season) => ({
      season,
      week: compileWeek(season.hours),
    }));
    this.specials = data.specialDays.map((special) => ({
      special,
      ranges: normalRanges(special.ranges),
    }));
  }

  resolve(day: number): ScheduleDay {
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
    return Array.from({ length: count }, (_, i) => this.resolve(start + i));
  }

  weekAt(date: string): Pick<WeekInForceResponse, 'source' | 'hours'> & { season: S | null } {
    const season = this.seasonOn(isoDateOf(dayOf(date)));
    return season
      ? { source: 'season', season: season.season, hours: weekRecords(season.week) }
      : { source: 'regular', season: null, hours: weekRecords(this.regular) };
  }

  private seasonOn(date: string) {
    return this.seasons.find(({ season: s }) => s.valid_from <= date && date <= s.valid_through);
  }

  private compute(day: number): ScheduleDay {
    const date = isoDateOf(day);
    const weekday = WEEKDAYS[weekdayIndex(day)];
    const season = this.seasonOn(date);
    const special = this.specials.find(
      ({ special: s }) => s.date_from <= date && date <= s.date_through,
    );
    const ranges = special?.ranges ?? (season ? season.week : this.regular)[weekday];
    const closedFor = special && ranges.length === 0 ? special.special.reason : null;
    return {
      date,
      weekday,
      ranges: ranges.map((r) => ({ ...r })),
      closed_reason: closedFor?.trim() || null,
      note: special?.special.note?.trim() || null,
      source: special ? 'special' : season ? 'season' : 'regular',
      season: season ? season.season.name : null,
    };
  }
}
