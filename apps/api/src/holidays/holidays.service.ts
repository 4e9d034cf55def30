import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HOURS_TEXTS, type HolidayRecord } from '@furnace/contracts';
import { DataSource } from 'typeorm';
import { Schedule } from '../schedule/schedule.service';
import { SPECIAL_DAYS_LOCK } from '../special-days/special-days.service';
import type { HolidayChange } from './set-holiday.dto';

interface CoveringRow {
  id: number;
  date_from: string;
  date_through: string;
  reason: string | null;
  note: string | null;
  ranges: number;
}

/**
 * The spec's holidays are one-day closed special days (docs/api.md "Hours"): setting one creates
 * or replaces the special day on exactly that date; a null or empty description removes the
 * closure on that date.
 */
@Injectable()
export class HolidaysService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly schedule: Schedule,
  ) {}

  /** The closed days from today on, one row per date (spans expanded). */
  list(): Promise<HolidayRecord[]> {
    return this.schedule.holidays();
  }

  set(change: HolidayChange): Promise<string> {
    // Our own copy goes at once; the other processes' copies go with the trigger's NOTIFY.
    return this.db.transaction(async (tx) => {
      // One writer of special days at a time (see SpecialDaysService), so the check holds.
      await tx.query(`SELECT pg_advisory_xact_lock(${SPECIAL_DAYS_LOCK})`);
      const [covering] = (await tx.query(
        `SELECT id, to_char(date_from, 'YYYY-MM-DD') AS date_from,
                  to_char(date_through, 'YYYY-MM-DD') AS date_through, reason, note,
                  (SELECT count(*)::int FROM special_day_ranges r WHERE r.special_day_id = d.id) AS ranges
             FROM special_days d WHERE $1::date BETWEEN date_from AND date_through`,
        [change.date],
      )) as CoveringRow[];
      const oneDay = covering && covering.date_from === covering.date_through;
      if (covering && !oneDay)
        throw new ConflictException(
          HOURS_TEXTS.holidayInsideSpecialDays(
            change.date,
            covering.reason ?? covering.note ?? 'special opening',
            covering.date_from,
            covering.date_through,
          ),
        );
      if (change.description === null) {
        // Only a closure is a holiday: a special opening on that date stays.
        if (!covering || covering.ranges > 0) return `There was no holiday on ${change.date}.`;
        await tx.query('DELETE FROM special_days WHERE id = $1', [covering.id]);
        return `Holiday on ${change.date} removed.`;
      }
      if (covering) {
        await tx.query('DELETE FROM special_day_ranges WHERE special_day_id = $1', [covering.id]);
        await tx.query('UPDATE special_days SET reason = $2, updated_at = now() WHERE id = $1', [
          covering.id,
          change.description,
        ]);
      } else {
        await tx.query(
          `INSERT INTO special_days (date_from, date_through, reason) VALUES ($1, $1, $2)`,
          [change.date, change.description],
        );
      }
      return `Holiday on ${change.date} saved.`;
    });
  }
}
