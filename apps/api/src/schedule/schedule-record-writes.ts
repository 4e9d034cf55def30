import { ConflictException, NotFoundException, type Type } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type Undo, inTransaction, recordChange, type Actor, type Change } from '../audit/history';
import { checkIfMatch } from '../common/if-match';
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
 * Each write in one transaction under the kind's advisory lock, so the 409 naming the record on
 * the same dates is exact (the table's exclusion constraint backs it). `tx`: an undo's.
 */
export class ScheduleRecordWrites<P extends object> {
  private readonly table: string;

  constructor(
    private readonly db: DataSource,
    undo: Undo,
    private readonly kind: ScheduleRecordKind<P>,
  ) {
    this.table = kind.entity.replace('-', '_');
    // A create is undone by deleting the record, a change by putting `before` back, a delete by
    // creating it again (under a new id) with the values it had.
    undo.set(kind.entity, async (entry, tx, actor) => {
      const { id: _id, ...before } = (entry.before ?? {}) as P & { id?: number };
      const id = entry.action === 'delete' ? null : Number(entry.entity_id);
      await this.write(id, entry.action === 'create' ? null : (before as P), actor, tx);
    });
  }

  /** Creates (`id` null), replaces or (`payload` null) deletes the record. */
  write(
    id: number | null,
    payload: P | null,
    actor: Actor,
    tx?: EntityManager,
    ifMatch?: string,
  ): Promise<(P & { id: number }) | undefined> {
    const { entity, label } = this.kind;
    const action = id === null ? 'create' : payload ? 'update' : 'delete';
    return scheduleWrite(this.db, tx, entity, actor, async (tx, schedule) => {
      const records = this.kind.records(schedule);
      const before = records.find((record) => record.id === id);
      if (id !== null && !before) throw new NotFoundException(this.kind.notFound(id));
      if (before) {
        const what = label.toLowerCase() as 'season' | 'special day';
        checkIfMatch(before, { ifMatch, what, name: this.kind.describe(before) });
      }
      if (!payload) await tx.query(`DELETE FROM ${this.table} WHERE id = $1`, [id]);
      const after = payload
        ? { id: await this.save(tx, id, payload, records), ...payload }
        : undefined;
      const done = { create: 'added', update: 'changed', delete: 'deleted' }[action];
      const summary = `${label} ${this.kind.describe((after ?? before) as P)} ${done}`;
      const entityId = id ?? (after as { id: number }).id;
      return [after, { entity, entityId, action, summary, before, after }];
    });
  }

  /** `self` null: new. */
  private async save(
    tx: EntityManager,
    self: number | null,
    payload: P,
    records: (P & { id: number })[],
  ): Promise<number> {
    const { columns, ranges } = this.kind;
    const dates = (record: P) => columns.slice(0, 2).map((column) => record[column] as string);
    const [from, through] = dates(payload);
    const other = records.find(
      (record) => record.id !== self && dates(record)[0] <= through && dates(record)[1] >= from,
    );
    if (other) throw new ConflictException(this.kind.overlaps(other));
    const values = columns.map((column) => payload[column]);
    let id = self;
    if (id === null)
      [{ id }] = (await tx.query(
        `INSERT INTO ${this.table} (${columns})
         VALUES (${columns.map((_, i) => `$${i + 1}`)}) RETURNING id`,
        values,
      )) as [{ id: number }];
    else
      await tx.query(
        `UPDATE ${this.table} SET ${columns.map((c, i) => `${c} = $${i + 2}`)},
                updated_at = now() WHERE id = $1`,
        [id, ...values],
      );
    await replaceRanges(tx, ranges, id, ranges.of(payload));
    return id;
  }
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
