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
import { Undo, type EntryToUndo, recordChange, type Actor } from './history';

export interface AuditFilter {
  limit: number;
  entity?: string;
  username?: string;
  action?: string;
  beforeId?: number;
  userId?: number;
}

/** Each service writes its own entries in its change's transaction (history.ts). */
@Injectable()
export class AuditTrail {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly undo: Undo,
  ) {}

  /** The entity's typed undo, the entry marked reverted and the revert's entry: one transaction. */
  async revert(id: number, actor: Actor, ownOnly: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [entry] = (await tx.query(
        `SELECT id::int AS id, entity, entity_id, action, before, after, undoable, reverted_at,
                user_id::int AS user_id
           FROM audit_log WHERE id = $1 FOR UPDATE`,
        [id],
      )) as (EntryToUndo & { undoable: boolean; reverted_at: Date | null; user_id: number })[];
      if (!entry) throw new NotFoundException('No history entry has this id.');
      if (ownOnly && entry.user_id !== actor.userId)
        throw new ForbiddenException(HISTORY_TEXTS.onlyOwn);
      const handler = this.undo.get(entry.entity);
      if (!entry.undoable || entry.reverted_at || !handler)
        throw new ConflictException('This change cannot be reverted (or was already reverted).');
      await handler(entry, tx, actor).catch((error: unknown) => {
        if (!(error instanceof HttpException)) throw error;
        const status = error.getStatus();
        const reason = (error.getResponse() as { message?: unknown }).message;
        throw new HttpException(
          `The change could not be reverted: ${typeof reason === 'string' ? reason : error.message}`,
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

  async list(
    filter: AuditFilter,
  ): Promise<(AuditEntry & { id: number; before: unknown; after: unknown })[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.entity) add('entity = ?', filter.entity);
    if (filter.username) add('username = ?', filter.username.toLowerCase());
    if (filter.action) add('action = ?', filter.action);
    if (filter.beforeId) add('id < ?', filter.beforeId);
    if (filter.userId !== undefined) add('user_id = ?', filter.userId);
    params.push(filter.limit);
    return this.db.query(
      `SELECT id::int AS id, ${isoColumn('at')}, username, action, entity, entity_id, summary,
              before, after, undoable AND reverted_at IS NULL AS can_revert, ${isoColumn('reverted_at')}
         FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY audit_log.at DESC, id DESC LIMIT $${params.length}`,
      params,
    );
  }
}
