import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HolidayRecord } from '@furnace/contracts';
import { DataSource } from 'typeorm';
import { TopicCache } from '../cache/topic-cache.service';
import { Schedule } from '../schedule/schedule.service';
import type { HolidayChange } from './set-holiday.dto';

@Injectable()
export class HolidaysService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: TopicCache,
    private readonly schedule: Schedule,
  ) {}

  async list(): Promise<HolidayRecord[]> {
    return (await this.schedule.snapshot()).holidays;
  }

  /** Upsert (one row per date, last write wins) or delete when the description is empty. */
  set(change: HolidayChange): Promise<string> {
    // Our own copy goes at once; the other processes' copies go with the trigger's NOTIFY.
    return this.cache.write(['schedule'], async () => {
      if (change.description === null) {
        const [, removed] = (await this.db.query('DELETE FROM holidays WHERE holiday_date = $1', [
          change.date,
        ])) as [unknown, number];
        return removed
          ? `Holiday on ${change.date} removed.`
          : `There was no holiday on ${change.date}.`;
      }
      await this.db.query(
        `INSERT INTO holidays (holiday_date, description) VALUES ($1, $2)
         ON CONFLICT (holiday_date) DO UPDATE SET description = EXCLUDED.description, updated_at = now()`,
        [change.date, change.description],
      );
      return `Holiday on ${change.date} saved.`;
    });
  }
}
