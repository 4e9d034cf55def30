import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  WEEKDAYS,
  type HolidayRecord,
  type OpeningHoursRecord,
  type Weekday,
} from '@furnace/contracts';
import { DataSource } from 'typeorm';
import type { ScheduleSnapshot } from './schedule-snapshot';

interface HoursRow {
  day_of_week: Weekday;
  open_time: string | null;
  close_time: string | null;
}

/** Reads the weekly hours and holidays straight from the database, in the browsers' shapes. */
@Injectable()
export class ScheduleReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async read(): Promise<ScheduleSnapshot> {
    // One round trip, one snapshot of both tables.
    const [row] = (await this.db.query(`
      SELECT
        (SELECT coalesce(json_agg(json_build_object(
            'day_of_week', day_of_week,
            'open_time', to_char(open_time, 'HH24:MI:SS'),
            'close_time', to_char(close_time, 'HH24:MI:SS'))), '[]') FROM opening_hours) AS hours,
        (SELECT coalesce(json_agg(json_build_object(
            'holiday_date', to_char(holiday_date, 'YYYY-MM-DD'),
            'description', description) ORDER BY holiday_date), '[]') FROM holidays) AS holidays`)) as [
      { hours: HoursRow[]; holidays: HolidayRecord[] },
    ];
    const byDay = new Map(row.hours.map((h) => [h.day_of_week, h]));
    // Every weekday appears, in order; a day without a row is closed.
    const hours: OpeningHoursRecord[] = WEEKDAYS.map((day) => ({
      day_of_week: day,
      open_time: byDay.get(day)?.open_time ?? null,
      close_time: byDay.get(day)?.close_time ?? null,
    }));
    return { hours, holidays: row.holidays };
  }
}
