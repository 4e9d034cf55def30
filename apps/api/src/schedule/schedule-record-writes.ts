import { type Type } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { inTransaction, recordChange, type Actor, type Change } from '../audit/history';
import { readSchedule, type Schedule, type ScheduleSnapshot } from './schedule.service';

/** What tells seasons from special days. */
export interface ScheduleRecordKind<P> {
  /** The route, the History's entity and (with _ for -) the table. */
  entity: 'seasons' | 'special-days';
  label: 'Season' | 'Special day';
  /** GET /{entity}: its query's class (none: no query), the query's 400, and the answer. */
  list: {
    query?: Type;
    refused?: string;
    body(schedule: Schedule, query: never): Promise<unknown>;
  };
  /** The request body's class, and the payload it reads as. */
  dto: Type;
  payload(body: never): P;
  /** For OpenAPI. */
  shape: string;
  idPath(value: string): string;
  notFound(id: number): string;
  /** As listed, by their first date. */
  records(snapshot: ScheduleSnapshot): (P & { id: number })[];
  /** The record as the History and the 412 name it. */
  describe(payload: P): string;
  /** Named as in the payload, the first two the dates it covers. */
  columns: readonly (keyof P & string)[];
  /** The 409's text for another record on those dates. */
  overlaps(other: P): string;
  ranges: RangesTable & { of(payload: P): object[] };
}

/**
 * A schedule write in one transaction (an undo's `tx`) under the advisory lock `lock` names, so
 * writes to the same thing queue: `write` reads the schedule under it, changes it and returns its
 * answer and its (undoable) History entry.
 */
export function scheduleWrite<T>(
  db: DataSource,
  tx: EntityManager | undefined,
  lock: string,
  actor: Actor,
  write: (tx: EntityManager, schedule: ScheduleSnapshot) => Promise<[T, Change]>,
): Promise<T> {
  return inTransaction(db, tx, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`schedule ${lock}`]);
    const [answer, change] = await write(tx, await readSchedule(tx));
    await recordChange(tx, actor, { ...change, undoable: true });
    return answer;
  });
}

/** A record's time ranges: the rows of `table` whose `key` is its id (`weekday`: with day_of_week). */
type RangesTable = { table: string; key: string; weekday?: boolean };

/** The record's ranges become `rows` ({open_time, close_time}, as strings). */
export async function replaceRanges(
  tx: EntityManager,
  { table, key, weekday }: RangesTable,
  id: unknown,
  rows: object[],
): Promise<void> {
  const columns = [...(weekday ? ['day_of_week'] : []), 'open_time', 'close_time'];
  await tx.query(`DELETE FROM ${table} WHERE ${key} = $1`, [id]);
  await tx.query(
    `INSERT INTO ${table} (${key}, ${columns})
     SELECT $1, ${columns} FROM json_populate_recordset(NULL::${table}, $2::json)`,
    [id, JSON.stringify(rows)],
  );
}
