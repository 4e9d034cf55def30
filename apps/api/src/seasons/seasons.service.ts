import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HOURS_TEXTS, type SeasonPayload, type SeasonRecord } from '@furnace/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { noteRecordWrite } from '../audit/record-audit';
import { Schedule } from '../schedule/schedule.service';

/** Advisory lock key: one writer of seasons at a time. */
const SEASONS_LOCK = 7340102;

/**
 * Writes seasons (docs/api.md "Hours"). Each write runs in one transaction under one advisory
 * lock, checks that no other season overlaps (409 naming it), and writes the row and its weekly
 * ranges; the table's exclusion constraint backs the check against writes from outside the API.
 */
@Injectable()
export class SeasonsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly schedule: Schedule,
  ) {}

  /*
   * The public writes: each recorded in the history with before and after, and how to undo it
   * (an hours change can be reverted from its history entry).
   */
  async create(payload: SeasonPayload): Promise<SeasonRecord> {
    const after = await this.createRow(payload);
    noteRecordWrite('seasons', { action: 'create', after, summary: `Season ${after.id} created` });
    return after;
  }

  async update(id: number, payload: SeasonPayload): Promise<SeasonRecord> {
    const before = await this.before(id);
    const after = await this.updateRow(id, payload);
    noteRecordWrite('seasons', {
      action: 'update',
      id,
      before,
      after,
      summary: `Season ${id} changed`,
    });
    return after;
  }

  async remove(id: number): Promise<string> {
    const before = await this.before(id);
    const message = await this.removeRow(id);
    noteRecordWrite('seasons', { action: 'delete', id, before, summary: `Season ${id} deleted` });
    return message;
  }

  /** As it is before a change (the schedule's snapshot: every write drops it at once). */
  private async before(id: number): Promise<SeasonRecord | undefined> {
    return (await this.schedule.snapshot()).seasons.find((record) => record.id === id);
  }

  private createRow(payload: SeasonPayload): Promise<SeasonRecord> {
    return this.db.transaction(async (tx) => {
      await this.lockAndCheck(tx, payload, null);
      const [{ id }] = (await tx.query(
        `INSERT INTO seasons (name, valid_from, valid_through) VALUES ($1, $2, $3) RETURNING id`,
        [payload.name, payload.valid_from, payload.valid_through],
      )) as [{ id: number }];
      await this.writeRanges(tx, id, payload);
      return { id, ...payload };
    });
  }

  private updateRow(id: number, payload: SeasonPayload): Promise<SeasonRecord> {
    return this.db.transaction(async (tx) => {
      await this.lockAndCheck(tx, payload, id);
      const [, updated] = (await tx.query(
        `UPDATE seasons SET name = $2, valid_from = $3, valid_through = $4, updated_at = now()
            WHERE id = $1`,
        [id, payload.name, payload.valid_from, payload.valid_through],
      )) as [unknown, number];
      if (!updated) throw new NotFoundException(HOURS_TEXTS.seasonNotFound(id));
      await tx.query('DELETE FROM season_ranges WHERE season_id = $1', [id]);
      await this.writeRanges(tx, id, payload);
      return { id, ...payload };
    });
  }

  private async removeRow(id: number): Promise<string> {
    const [, removed] = (await this.db.query('DELETE FROM seasons WHERE id = $1', [id])) as [
      unknown,
      number,
    ];
    if (!removed) throw new NotFoundException(HOURS_TEXTS.seasonNotFound(id));
    return `Season ${id} deleted.`;
  }

  private async lockAndCheck(
    tx: EntityManager,
    payload: SeasonPayload,
    self: number | null,
  ): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(${SEASONS_LOCK})`);
    // A missing one is a 404 whatever its dates would overlap.
    if (self !== null) {
      const [found] = (await tx.query('SELECT 1 FROM seasons WHERE id = $1', [self])) as unknown[];
      if (!found) throw new NotFoundException(HOURS_TEXTS.seasonNotFound(self));
    }
    const [other] = (await tx.query(
      `SELECT name, to_char(valid_from, 'YYYY-MM-DD') AS valid_from,
              to_char(valid_through, 'YYYY-MM-DD') AS valid_through
         FROM seasons
        WHERE valid_from <= $2 AND valid_through >= $1 AND id IS DISTINCT FROM $3
        ORDER BY valid_from LIMIT 1`,
      [payload.valid_from, payload.valid_through, self],
    )) as { name: string; valid_from: string; valid_through: string }[];
    if (other)
      throw new ConflictException(
        HOURS_TEXTS.seasonOverlaps(other.name, other.valid_from, other.valid_through),
      );
  }

  private async writeRanges(tx: EntityManager, id: number, payload: SeasonPayload): Promise<void> {
    const rows = payload.hours.flatMap((h) =>
      h.ranges.map((r) => ({ day_of_week: h.day_of_week, ...r })),
    );
    if (!rows.length) return;
    await tx.query(
      `INSERT INTO season_ranges (season_id, day_of_week, open_time, close_time)
       SELECT $1, r.day_of_week, r.open_time::time, r.close_time::time
         FROM json_to_recordset($2::json) AS r(day_of_week text, open_time text, close_time text)`,
      [id, JSON.stringify(rows)],
    );
  }
}
