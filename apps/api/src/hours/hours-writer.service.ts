import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatTime12h, rangesText } from '@furnace/opening-hours';
import { DataSource } from 'typeorm';
import type { HoursChange } from './set-hours.dto';

@Injectable()
export class HoursWriter {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Replaces one weekday's ranges in the regular week, in one transaction. Concurrent writes for a
   * day are serialised by a transaction-scoped advisory lock per weekday, so they leave exactly
   * the last one's ranges.
   */
  async set(change: HoursChange): Promise<string> {
    // Our own copy goes at once; the other processes' copies go with the trigger's NOTIFY.
    await this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(7340100, hashtext($1))`, [change.day]);
      await tx.query('DELETE FROM opening_hour_ranges WHERE day_of_week = $1', [change.day]);
      if (change.ranges.length)
        await tx.query(
          `INSERT INTO opening_hour_ranges (day_of_week, open_time, close_time)
             SELECT $1, r.open_time::time, r.close_time::time
               FROM json_to_recordset($2::json) AS r(open_time text, close_time text)`,
          [change.day, JSON.stringify(change.ranges)],
        );
    });
    const [only, ...more] = change.ranges;
    if (!only) return `${change.day} is now closed.`;
    // The spec's one-range message is kept as it was; several ranges read as the status does.
    return more.length === 0
      ? `Hours for ${change.day} set to ${formatTime12h(only.open_time)} - ${formatTime12h(only.close_time)}.`
      : `Hours for ${change.day} set to ${rangesText(change.ranges)}.`;
  }
}
