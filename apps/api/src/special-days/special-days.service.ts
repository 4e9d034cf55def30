import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HOURS_TEXTS, type SpecialDayPayload, type SpecialDayRecord } from '@furnace/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { inTransaction, recordChange, type Actor, type Change } from '../audit/history';
import { recordUndo, Undo } from '../audit/undo';
import { TopicCache } from '../cache/topic-cache.service';
import { ScheduleReader } from '../schedule/schedule-reader.service';

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
    private readonly cache: TopicCache,
    private readonly reader: ScheduleReader,
    undo: Undo,
  ) {
    undo.register('special-days', recordUndo(this));
  }

  /*
   * The public writes: each records its History entry (before and after) in its own transaction
   * and can be undone from it (recordUndo). `tx`: the revert's transaction, when it is an undo.
   */
  create(payload: SpecialDayPayload, actor: Actor, tx?: EntityManager): Promise<SpecialDayRecord> {
    return this.cache.write(['schedule'], () =>
      inTransaction(this.db, tx, async (tx) => {
        const after = await this.createRow(tx, payload);
        await recordChange(tx, actor, {
          ...this.entry(after.id, 'create', `Special day ${describe(after)} added`),
          after,
        });
        return after;
      }),
    );
  }

  async update(
    id: number,
    payload: SpecialDayPayload,
    actor: Actor,
    tx?: EntityManager,
  ): Promise<SpecialDayRecord> {
    return this.cache.write(['schedule'], () =>
      inTransaction(this.db, tx, async (tx) => {
        const before = await this.before(tx, id);
        const after = await this.updateRow(tx, id, payload);
        await recordChange(tx, actor, {
          ...this.entry(id, 'update', `Special day ${describe(after)} changed`),
          before,
          after,
          undoable: before !== undefined,
        });
        return after;
      }),
    );
  }

  async remove(id: number, actor: Actor, tx?: EntityManager): Promise<string> {
    return this.cache.write(['schedule'], () =>
      inTransaction(this.db, tx, async (tx) => {
        const before = await this.before(tx, id);
        const message = await this.removeRow(tx, id);
        await recordChange(tx, actor, {
          ...this.entry(id, 'delete', `Special day ${before ? describe(before) : id} deleted`),
          before,
          undoable: before !== undefined,
        });
        return message;
      }),
    );
  }

  private entry(id: number, action: string, summary: string): Change {
    return { entity: 'special-days', entityId: id, action, summary, undoable: true };
  }

  /** As it is before a change, under the write's lock (taken again by the write: it stacks). */
  private async before(tx: EntityManager, id: number): Promise<SpecialDayRecord | undefined> {
    await tx.query(`SELECT pg_advisory_xact_lock(${SPECIAL_DAYS_LOCK})`);
    return (await this.reader.read(tx)).specialDays.find((record) => record.id === id);
  }

  private async createRow(
    tx: EntityManager,
    payload: SpecialDayPayload,
  ): Promise<SpecialDayRecord> {
    await this.lockAndCheck(tx, payload, null);
    const [{ id }] = (await tx.query(
      `INSERT INTO special_days (date_from, date_through, reason, note)
           VALUES ($1, $2, $3, $4) RETURNING id`,
      [payload.date_from, payload.date_through, payload.reason, payload.note],
    )) as [{ id: number }];
    await this.writeRanges(tx, id, payload);
    return { id, ...payload };
  }

  private async updateRow(
    tx: EntityManager,
    id: number,
    payload: SpecialDayPayload,
  ): Promise<SpecialDayRecord> {
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
  }

  private async removeRow(tx: EntityManager, id: number): Promise<string> {
    const [, removed] = (await tx.query('DELETE FROM special_days WHERE id = $1', [id])) as [
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

/** A special day as a volunteer names it in the History. */
function describe(day: SpecialDayPayload): string {
  const dates =
    day.date_from === day.date_through ? day.date_from : `${day.date_from} to ${day.date_through}`;
  return `"${day.reason ?? day.note ?? (day.ranges.length ? 'special opening' : 'closed')}" (${dates})`;
}
