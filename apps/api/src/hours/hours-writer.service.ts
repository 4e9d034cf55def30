import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatTime12h } from '@furnace/opening-hours';
import { DataSource } from 'typeorm';
import { TopicCache } from '../cache/topic-cache.service';
import type { HoursChange } from './set-hours.dto';

@Injectable()
export class HoursWriter {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: TopicCache,
  ) {}

  /** One row per weekday; an upsert, so concurrent writes for a day leave one row, the last value. */
  async set(change: HoursChange): Promise<string> {
    // Our own copy goes at once; the other processes' copies go with the trigger's NOTIFY.
    await this.cache.write(['schedule'], () =>
      this.db.query(
        `INSERT INTO opening_hours (day_of_week, open_time, close_time) VALUES ($1, $2, $3)
       ON CONFLICT (day_of_week) DO UPDATE
         SET open_time = EXCLUDED.open_time, close_time = EXCLUDED.close_time, updated_at = now()`,
        [change.day, change.open, change.close],
      ),
    );
    return change.open && change.close
      ? `Hours for ${change.day} set to ${formatTime12h(change.open)} - ${formatTime12h(change.close)}.`
      : `${change.day} is now closed.`;
  }
}
