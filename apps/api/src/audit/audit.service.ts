import { Injectable } from '@nestjs/common';
import type { AuditEntry } from '@furnace/contracts';
import type { UndoRequest } from './audit-context';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface NewAuditEntry {
  userId: number | null;
  username: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
  before: unknown;
  after: unknown;
  undo: UndoRequest | null;
}

export interface AuditFilter {
  limit: number;
  entity?: string;
  username?: string;
  action?: string;
  /** Only entries older than this entry id (the next page). */
  beforeId?: number;
}

/** The audit trail (table audit_log): written by AuditInterceptor, read by GET /audit. */
@Injectable()
export class AuditTrail {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async record(entries: NewAuditEntry[]): Promise<void> {
    for (const entry of entries)
      await this.db.query(
        `INSERT INTO audit_log (user_id, username, action, entity, entity_id, summary, before, after, undo)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          entry.userId,
          entry.username,
          entry.action.slice(0, 64),
          entry.entity.slice(0, 64),
          entry.entityId?.slice(0, 200) ?? null,
          entry.summary.slice(0, 2000),
          entry.before === undefined ? null : JSON.stringify(entry.before),
          entry.after === undefined ? null : JSON.stringify(entry.after),
          entry.undo ? JSON.stringify(entry.undo) : null,
        ],
      );
  }

  /** The undo of entry `id`, marked used in the same step: null when it has none or was used. */
  async takeUndo(id: number): Promise<UndoRequest | null | undefined> {
    const rows = (await this.db.query(
      `UPDATE audit_log SET reverted_at = now()
        WHERE id = $1 AND undo IS NOT NULL AND reverted_at IS NULL RETURNING undo`,
      [id],
    )) as [{ undo: UndoRequest }[], number];
    const taken = Array.isArray(rows[0]) ? rows[0][0]?.undo : undefined;
    if (taken) return taken;
    const exists = (await this.db.query('SELECT 1 FROM audit_log WHERE id = $1', [
      id,
    ])) as unknown[];
    return exists.length ? null : undefined;
  }

  /** An undo that did not go through is offered again. */
  async giveBack(id: number): Promise<void> {
    await this.db.query('UPDATE audit_log SET reverted_at = NULL WHERE id = $1', [id]);
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
    params.push(filter.limit);
    const rows = (await this.db.query(
      `SELECT id::int AS id, at, username, action, entity, entity_id, summary, before, after,
              undo IS NOT NULL AND reverted_at IS NULL AS can_revert, reverted_at
         FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY at DESC, id DESC LIMIT $${params.length}`,
      params,
    )) as (Omit<AuditEntry, 'at'> & {
      id: number;
      at: Date;
      before: unknown;
      after: unknown;
      reverted_at: Date | null;
    })[];
    return rows.map((row) => ({
      ...row,
      at: new Date(row.at).toISOString(),
      reverted_at: row.reverted_at ? new Date(row.reverted_at).toISOString() : null,
    }));
  }
}
