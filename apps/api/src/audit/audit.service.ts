import {
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { HISTORY_TEXTS, type AuditEntry } from '@furnace/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isoColumn } from '../database/iso-column';
import type { AuditQuery } from './audit.controller';
import type { User } from '../users/user-accounts';
import { Undo, type EntryToUndo, recordChange } from './history';

/** Each service writes its own entries in its change's transaction (history.ts). */
@Injectable()
export class AuditTrail {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly undo: Undo,
  ) {}

  /** The entity's typed undo, the entry marked reverted and the revert's entry: one transaction. */
  async revert(id: number, actor: User): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [entry] = (await tx.query(
        `SELECT id::int AS id, entity, entity_id, action, before, after, undoable, reverted_at,
                user_id::int AS user_id
           FROM audit_log WHERE id = $1 FOR UPDATE`,
        [id],
      )) as (EntryToUndo & { undoable: boolean; reverted_at: Date | null; user_id: number })[];
      if (!entry) throw new NotFoundException('No history entry has this id.');
      if (actor.role !== 'admin' && entry.user_id !== actor.id)
        throw new ForbiddenException(HISTORY_TEXTS.onlyOwn);
      const handler = this.undo.get(entry.entity);
      if (!entry.undoable || entry.reverted_at || !handler)
        throw new ConflictException('This change cannot be reverted (or was already reverted).');
      await handler(entry, tx, actor).catch((error: unknown) => {
        if (!(error instanceof HttpException)) throw error;
        const status = error.getStatus();
        throw new HttpException(
          `The change could not be reverted: ${error.message}`,
          status >= 500 ? status : HttpStatus.CONFLICT,
        );
      });
      await tx.query('UPDATE audit_log SET reverted_at = now() WHERE id = $1', [id]);
      await recordChange(tx, actor, {
        entity: 'audit',
        entityId: id,
        action: 'revert',
        summary: `Reverted history entry ${id}`,
      });
    });
  }

  list(asked: AuditQuery & { userId?: number }): Promise<AuditEntry[]> {
    const { entity, username, action, before, userId, limit } = asked;
    // pg sends an undefined parameter as NULL: that filter is off.
    return this.db.query(
      `SELECT id::int AS id, ${isoColumn('at')}, username, action, entity, entity_id, summary,
              before, after, undoable AND reverted_at IS NULL AS can_revert, ${isoColumn('reverted_at')}
         FROM audit_log
        WHERE ($1::text IS NULL OR entity = $1) AND ($2::text IS NULL OR username = $2)
          AND ($3::text IS NULL OR action = $3) AND ($4::bigint IS NULL OR id < $4)
          AND ($5::int IS NULL OR user_id = $5)
        ORDER BY audit_log.at DESC, id DESC LIMIT $6`,
      [entity, username?.toLowerCase(), action, before, userId, limit],
    );
  }
}
