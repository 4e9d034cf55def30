import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HOURS_TEXTS, type SpecialDayPayload, type SpecialDayRecord } from '@furnace/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { noteRecordWrite } from '../audit/record-audit';
import { Schedule } from '../schedule/schedule.service';

/** Advisory lock key: one writer of special days (and holidays) at a time. */
export const SPECIAL_DAYS_LOCK = 7340101;

interface OverlapRow {
  date_from: string;
  date_through: string;
  reason: string | null;
  note: string | null;
}

/**
 * Writes special days (docs/api.md "Hours"). Each write runs in one transaction under one advisory
 * lock, checks that no other special day overlaps (409 naming it), and writes the row and its
 * ranges; the table's exclusion constraint backs the check against writes from outside the API.
 */
@Injectable()
export class SpecialDaysService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly schedule: Schedule,
  ) {}

  /*
   * The public writes: each recorded in the history with before and after, and how to undo it
   * (an hours change can be reverted from its history entry).
   */
  async create(payload: SpecialDayPayload): Promise<SpecialDayRecord> {
    const after = await this.createRow(payload);
    noteRecordWrite('special-days', {
      action: 'create',
      after,
      summary: `Special day ${after.id} created`,
    });
    return after;
  }

  async update(id: number, payload: SpecialDayPayload): Promise<SpecialDayRecord> {
    const before = await this.before(id);
    const after = await this.updateRow(id, payload);
    noteRecordWrite('special-days', {
      action: 'update',
      id,
      before,
      after,
      summary: `Special day ${id} changed`,
    });
    return after;
  }

  async remove(id: number): Promise<string> {
    const before = await this.before(id);
    const message = await this.removeRow(id);
    noteRecordWrite('special-days', {
      action: 'delete',
      id,
      before,
      summary: `Special day ${id} deleted`,
    });
    return message;
  }

  /** As it is before a change (the schedule's snapshot: every write drops it at once). */
  private async before(id: number): Promise<SpecialDayRecord | undefined> {
    return (await this.schedule.snapshot()).specialDays.find((record) => record.id === id);
  }

  private createRow(payload: SpecialDayPayload): Promise<SpecialDayRecord> {
    return this.db.transaction(async (tx) => {
      await this.lockAndCheck(tx, payload, null);
      const [{ id }] = (await tx.query(
        `INSERT INTO special_days (date_from, date_through, reason, note)
           VALUES ($1, $2, $3, $4) RETURNING id`,
        [payload.date_from, payload.date_through, payload.reason, payload.note],
      )) as [{ id: number }];
      await this.writeRanges(tx, id, payload);
      return { id, ...payload };
    });
  }

  private updateRow(id: number, payload: SpecialDayPayload): Promise<SpecialDayRecord> {
    return this.db.transaction(async (tx) => {
      await this.lockAndCheck(tx, payload, id);
      const [, updated] = (await tx.query(
        `UPDATE special_days SET date_from = $2, date_through = $3, reason = $4, note = $5,
                  updated_at = now() WHERE id = $1`,
        [id, payload.date_from, payload.date_through, payload.reason, payload.note],
      )) as [unknown, number];
      if (!updated) throw new NotFoundException(HOURS_TEXTS.specialDayNotFound(id));
      await tx.query('DELETE FROM special_day_ranges WHERE special_day_id = $1', [id]);
      await this.writeRanges(tx, id, payload);
      return { id, ...payload };
    });
  }

  private async removeRow(id: number): Promise<string> {
    const [, removed] = (await this.db.query('DELETE FROM special_days WHERE id = $1', [id])) as [
      unknown,
      number,
    ];
    if (!removed) throw new NotFoundException(HOURS_TEXTS.specialDayNotFound(id));
    return `Special day ${id} deleted.`;
  }

  private async lockAndCheck(
    tx: EntityManager,
    payload: SpecialDayPayload,
    self: number | null,
  ): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(${SPECIAL_DAYS_LOCK})`);
    // A missing one is a 404 whatever its dates would overlap.
    if (self !== null) {
      const [found] = (await tx.query('SELECT 1 FROM special_days WHERE id = $1', [
        self,
      ])) as unknown[];
      if (!found) throw new NotFoundException(HOURS_TEXTS.specialDayNotFound(self));
    }
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
  }

  private async writeRanges(
    tx: EntityManager,
    id: number,
    payload: SpecialDayPayload,
  ): Promise<void> {
    if (!payload.ranges.length) return;
    await tx.query(
      `INSERT INTO special_day_ranges (special_day_id, open_time, close_time)
       SELECT $1, r.open_time::time, r.close_time::time
         FROM json_to_recordset($2::json) AS r(open_time text, close_time text)`,
      [id, JSON.stringify(payload.ranges)],
    );
  }
}
