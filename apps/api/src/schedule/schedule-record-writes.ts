import { NotFoundException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { inTransaction, recordChange, type Actor } from '../audit/history';
import { checkIfMatch } from '../common/if-match';
import type { Undo } from '../audit/undo';
import type { ScheduleReader } from './schedule-reader.service';
import type { ScheduleSnapshot } from './schedule-snapshot';

/** What tells one kind of schedule record from the other (seasons, special days). */
export interface ScheduleRecordKind<P> {
  /** The route, the History's entity and (with _ for -) the table. */
  entity: 'seasons' | 'special-days';
  /** 'Season': how the History and the answers name one. */
  label: string;
  /** Advisory lock key: one writer of the kind at a time. */
  lock: number;
  notFound(id: number): string;
  find(snapshot: ScheduleSnapshot, id: number): (P & { id: number }) | undefined;
  /** The record as a volunteer names it in the History. */
  describe(payload: P): string;
}

/**
 * The writes of a schedule record kept under `/{entity}` and `/{entity}/{id}` (docs/api.md
 * "Hours"). Each runs in one transaction under the kind's advisory lock: the record as it was is
 * read, the subclass checks and writes the row and its ranges (`save`), and the History entry
 * (before and after) is written, from which the registered undo puts it back. `tx`: the revert's
 * transaction, when it is an undo.
 */
export abstract class ScheduleRecordWrites<P extends object> {
  constructor(
    private readonly db: DataSource,
    private readonly reader: ScheduleReader,
    undo: Undo,
    private readonly kind: ScheduleRecordKind<P>,
  ) {
    // A create is undone by deleting the record, a change by putting `before` back, a delete by
    // creating it again (under a new id) with the values it had.
    undo.register(kind.entity, async (entry, tx, actor) => {
      const id = Number(entry.entity_id);
      const { id: _id, ...before } = (entry.before ?? {}) as P & { id?: number };
      if (entry.action === 'create') await this.remove(id, actor, tx);
      else if (entry.action === 'update') await this.update(id, before as P, actor, tx);
      else await this.create(before as P, actor, tx);
    });
  }

  /** Checks the payload against the others (409 naming one) and writes it; `id` null: a new one. */
  protected abstract save(tx: EntityManager, id: number | null, payload: P): Promise<number>;

  create(payload: P, actor: Actor, tx?: EntityManager): Promise<P & { id: number }> {
    return this.write(null, 'create', actor, tx, undefined, async (tx) => ({
      id: await this.save(tx, null, payload),
      ...payload,
    }));
  }

  /** `ifMatch`: the write's If-Match, compared with the record as GET lists it (412 if stale). */
  update(
    id: number,
    payload: P,
    actor: Actor,
    tx?: EntityManager,
    ifMatch?: string,
  ): Promise<P & { id: number }> {
    return this.write(id, 'update', actor, tx, ifMatch, async (tx) => ({
      id: await this.save(tx, id, payload),
      ...payload,
    }));
  }

  async remove(id: number, actor: Actor, tx?: EntityManager, ifMatch?: string): Promise<string> {
    await this.write(id, 'delete', actor, tx, ifMatch, async (tx) => {
      await tx.query(`DELETE FROM ${this.kind.entity.replace('-', '_')} WHERE id = $1`, [id]);
      return undefined;
    });
    return `${this.kind.label} ${id} deleted.`;
  }

  private write<R extends P | undefined>(
    id: number | null,
    action: 'create' | 'update' | 'delete',
    actor: Actor,
    tx: EntityManager | undefined,
    ifMatch: string | undefined,
    change: (tx: EntityManager) => Promise<R>,
  ): Promise<R> {
    const { entity, label, lock } = this.kind;
    return inTransaction(this.db, tx, async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${lock})`);
      const before = id === null ? undefined : this.kind.find(await this.reader.read(tx), id);
      if (id !== null && !before) throw new NotFoundException(this.kind.notFound(id));
      if (before) {
        const what = label.toLowerCase() as 'season' | 'special day';
        checkIfMatch(before, { ifMatch, what, name: this.kind.describe(before) });
      }
      const after = await change(tx);
      const named = this.kind.describe((after ?? before) as P);
      const done = { create: 'added', update: 'changed', delete: 'deleted' }[action];
      await recordChange(tx, actor, {
        entity,
        entityId: id ?? (after as { id: number }).id,
        action,
        summary: `${label} ${named} ${done}`,
        before,
        after,
        undoable: true,
      });
      return after;
    });
  }
}
