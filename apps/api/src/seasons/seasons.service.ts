import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HOURS_TEXTS, type SeasonPayload } from '@furnace/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Undo } from '../audit/undo';
import { ScheduleReader } from '../schedule/schedule-reader.service';
import { ScheduleRecordWrites } from '../schedule/schedule-record-writes';

/** Advisory lock key: one writer of seasons at a time. */
const SEASONS_LOCK = 7340102;

/**
 * Writes seasons (docs/api.md "Hours"), each in one transaction under one advisory lock with its
 * History entry (ScheduleRecordWrites): checks that no other season overlaps (409 naming it), and
 * writes the row and its weekly ranges; the table's exclusion constraint backs the check against
 * writes from outside the API.
 */
@Injectable()
export class SeasonsService extends ScheduleRecordWrites<SeasonPayload> {
  constructor(@InjectDataSource() db: DataSource, reader: ScheduleReader, undo: Undo) {
    super(db, reader, undo, {
      entity: 'seasons',
      label: 'Season',
      lock: SEASONS_LOCK,
      notFound: HOURS_TEXTS.seasonNotFound,
      find: (snapshot, id) => snapshot.seasons.find((season) => season.id === id),
      describe: (season) => `"${season.name}" (${season.valid_from} to ${season.valid_through})`,
    });
  }

  protected async save(
    tx: EntityManager,
    self: number | null,
    payload: SeasonPayload,
  ): Promise<number> {
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
    const values = [payload.name, payload.valid_from, payload.valid_through];
    const [{ id }] = (
      self === null
        ? await tx.query(
            `INSERT INTO seasons (name, valid_from, valid_through) VALUES ($1, $2, $3) RETURNING id`,
            values,
          )
        : (
            await tx.query(
              `UPDATE seasons SET name = $2, valid_from = $3, valid_through = $4, updated_at = now()
                WHERE id = $1 RETURNING id`,
              [self, ...values],
            )
          )[0]
    ) as [{ id: number }];
    await tx.query('DELETE FROM season_ranges WHERE season_id = $1', [id]);
    const rows = payload.hours.flatMap((h) =>
      h.ranges.map((r) => ({ day_of_week: h.day_of_week, ...r })),
    );
    await tx.query(
      `INSERT INTO season_ranges (season_id, day_of_week, open_time, close_time)
       SELECT $1, r.day_of_week, r.open_time::time, r.close_time::time
         FROM json_to_recordset($2::json) AS r(day_of_week text, open_time text, close_time text)`,
      [id, JSON.stringify(rows)],
    );
    return id;
  }
}
