import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HOURS_TEXTS, type SpecialDayPayload } from '@furnace/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Undo } from '../audit/undo';
import { ScheduleReader } from '../schedule/schedule-reader.service';
import { ScheduleRecordWrites } from '../schedule/schedule-record-writes';

/** Advisory lock key: one writer of special days (and holidays) at a time. */
export const SPECIAL_DAYS_LOCK = 7340101;

interface OverlapRow {
  date_from: string;
  date_through: string;
  reason: string | null;
  note: string | null;
}

/**
 * Writes special days (docs/api.md "Hours"), each in one transaction under one advisory lock with
 * its History entry (ScheduleRecordWrites): checks that no other special day overlaps (409 naming
 * it), and writes the row and its ranges; the table's exclusion constraint backs the check
 * against writes from outside the API.
 */
@Injectable()
export class SpecialDaysService extends ScheduleRecordWrites<SpecialDayPayload> {
  constructor(@InjectDataSource() db: DataSource, reader: ScheduleReader, undo: Undo) {
    super(db, reader, undo, {
      entity: 'special-days',
      label: 'Special day',
      lock: SPECIAL_DAYS_LOCK,
      notFound: HOURS_TEXTS.specialDayNotFound,
      find: (snapshot, id) => snapshot.specialDays.find((day) => day.id === id),
      describe: (day) =>
        `"${day.reason ?? day.note ?? (day.ranges.length ? 'special opening' : 'closed')}" (${
          day.date_from === day.date_through
            ? day.date_from
            : `${day.date_from} to ${day.date_through}`
        })`,
    });
  }

  protected async save(
    tx: EntityManager,
    self: number | null,
    payload: SpecialDayPayload,
  ): Promise<number> {
    const [other] = (await tx.query(
      `SELECT to_char(date_from, 'YYYY-MM-DD') AS date_from,
              to_char(date_through, 'YYYY-MM-DD') AS date_through, reason, note
         FROM special_days
        WHERE date_from <= $2 AND date_through >= $1 AND id IS DISTINCT FROM $3
        ORDER BY date_from LIMIT 1`,
      [payload.date_from, payload.date_through, self],
    )) as OverlapRow[];
    if (other)
      throw new ConflictException(
        HOURS_TEXTS.specialDayOverlaps(
          other.reason ?? other.note ?? 'special opening',
          other.date_from,
          other.date_through,
        ),
      );
    const values = [payload.date_from, payload.date_through, payload.reason, payload.note];
    const [{ id }] = (
      self === null
        ? await tx.query(
            `INSERT INTO special_days (date_from, date_through, reason, note)
             VALUES ($1, $2, $3, $4) RETURNING id`,
            values,
          )
        : (
            await tx.query(
              `UPDATE special_days SET date_from = $2, date_through = $3, reason = $4, note = $5,
                      updated_at = now() WHERE id = $1 RETURNING id`,
              [self, ...values],
            )
          )[0]
    ) as [{ id: number }];
    await tx.query('DELETE FROM special_day_ranges WHERE special_day_id = $1', [id]);
    await tx.query(
      `INSERT INTO special_day_ranges (special_day_id, open_time, close_time)
       SELECT $1, r.open_time::time, r.close_time::time
         FROM json_to_recordset($2::json) AS r(open_time text, close_time text)`,
      [id, JSON.stringify(payload.ranges)],
    );
    return id;
  }
}
