import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HolidayRecord } from '@furnace/contracts';
import { DataSource } from 'typeorm';
import { ScheduleCache } from '../schedule/schedule-cache.service';
import { ScheduleChangeListener } from '../schedule/schedule-change-listener.service';
import type { HolidayChange } from './set-holiday.dto';

@Injectable()
export class HolidaysService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: ScheduleCache,
    private readonly changes: ScheduleChangeListener,
  ) {}

  async list(): Promise<HolidayRecord[]> {
    return (await this.cache.get()).holidays;
  }

  /** Upsert (one row per date, last write wins) or delete when the description is empty. */
  async set(change: HolidayChange): Promise<string> {
    const heard = this.changes.nextNotification();
    let message: string;
    if (change.description === null) {
      const [, removed] = (await this.db.query('DELETE FROM holidays WHERE holiday_date = $1', [
        change.date,
      ])) as [unknown, number];
      message = removed
        ? `Holiday on ${change.date} removed.`
        : `There was no holiday on ${change.date}.`;
    } else {
      await this.db.query(
        `INSERT INTO holidays (holiday_date, description) VALUES ($1, $2)
         ON CONFLICT (holiday_date) DO UPDATE SET description = EXCLUDED.description, updated_at = now()`,
        [change.date, change.description],
      );
      message = `Holiday on ${change.date} saved.`;
    }
    this.cache.invalidate();
    await heard;
    return message;
  }
}
