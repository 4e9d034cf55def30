import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  WEEKDAYS,
  type SeasonRecord,
  type SpecialDayRecord,
  type TimeRange,
  type Weekday,
  type WeekdayRanges,
} from '@furnace/contracts';
import { HoursCalendar } from '@furnace/opening-hours';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * Everything the hours are made of, read in one round trip, and the calendar compiled from it
 * once (docs/product.md §10: special day > season > regular week): every hours read uses it.
 */
export interface ScheduleSnapshot {
  /** The regular week, Monday..Sunday, each day's ranges by opening time. */
  regular: WeekdayRanges[];
  /** By valid_from. */
  seasons: SeasonRecord[];
  /** By date_from. */
  specialDays: SpecialDayRecord[];
  calendar: HoursCalendar<SeasonRecord>;
}

interface DayRangeRow extends TimeRange {
  day_of_week: Weekday;
}

interface SeasonRow extends Omit<SeasonRecord, 'hours'> {
  ranges: DayRangeRow[];
}

/** The regular week, the seasons and the special days in one round trip; `db`: a write's transaction. */
@Injectable()
export class ScheduleReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async read(db: Pick<EntityManager, 'query'> = this.db): Promise<ScheduleSnapshot> {
    const range = (alias: string) =>
      `'open_time', to_char(${alias}.open_time, 'HH24:MI:SS'), 'close_time', to_char(${alias}.close_time, 'HH24:MI:SS')`;
    const [row] = (await db.query(`
      SELECT
        (SELECT coalesce(json_agg(json_build_object('day_of_week', r.day_of_week, ${range('r')})
            ORDER BY r.open_time), '[]') FROM opening_hour_ranges r) AS regular,
        (SELECT coalesce(json_agg(json_build_object(
            'id', s.id, 'name', s.name,
            'valid_from', to_char(s.valid_from, 'YYYY-MM-DD'),
            'valid_through', to_char(s.valid_through, 'YYYY-MM-DD'),
            'ranges', (SELECT coalesce(json_agg(json_build_object('day_of_week', r.day_of_week, ${range('r')})
                         ORDER BY r.open_time), '[]') FROM season_ranges r WHERE r.season_id = s.id))
            ORDER BY s.valid_from), '[]') FROM seasons s) AS seasons,
        (SELECT coalesce(json_agg(json_build_object(
            'id', d.id,
            'date_from', to_char(d.date_from, 'YYYY-MM-DD'),
            'date_through', to_char(d.date_through, 'YYYY-MM-DD'),
            'ranges', (SELECT coalesce(json_agg(json_build_object(${range('r')}) ORDER BY r.open_time), '[]')
                         FROM special_day_ranges r WHERE r.special_day_id = d.id),
            'reason', d.reason, 'note', d.note)
            ORDER BY d.date_from), '[]') FROM special_days d) AS special_days`)) as [
      { regular: DayRangeRow[]; seasons: SeasonRow[]; special_days: SpecialDayRecord[] },
    ];
    const regular = week(row.regular);
    const seasons: SeasonRecord[] = row.seasons.map(({ ranges, ...season }) => ({
      ...season,
      hours: week(ranges).filter((day) => day.ranges.length > 0),
    }));
    const specialDays = row.special_days;
    const calendar = new HoursCalendar({ regular, seasons, specialDays });
    return { regular, seasons, specialDays, calendar };
  }
}

/** Every weekday Monday..Sunday with its ranges (by opening time; none: closed). */
function week(rows: readonly DayRangeRow[]): WeekdayRanges[] {
  return WEEKDAYS.map((day) => ({
    day_of_week: day,
    ranges: rows
      .filter((r) => r.day_of_week === day)
      .map((r) => ({ open_time: r.open_time, close_time: r.close_time })),
  }));
}
