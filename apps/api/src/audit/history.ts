import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { User } from '../users/user-accounts';

/** Who made a change: the signed-in user (`@CurrentUser()`), or the one signing in. */
export type Actor = Pick<User, 'id' | 'memberId'>;

export interface Change {
  /** The kind of record ('events', 'users', ...): also the key of its Undo. */
  entity: string;
  entityId?: string | number;
  action: string;
  summary: string;
  before?: unknown;
  after?: unknown;
  undoable?: boolean;
}

/** Never written to the trail, whatever the record: secrets in bodies and answers. */
const SECRET = /pass|token|secret|invite_url|reset_url/i;

/** In the change's own transaction: neither commits without the other. */
export async function recordChange(tx: EntityManager, actor: Actor, change: Change): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (user_id, username, action, entity, entity_id, summary, before, after, undoable)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      actor.id,
      actor.memberId,
      change.action.slice(0, 64),
      change.entity.slice(0, 64),
      change.entityId === undefined ? null : String(change.entityId).slice(0, 200),
      change.summary.slice(0, 2000),
      JSON.stringify(change.before, sanitized),
      JSON.stringify(change.after, sanitized),
      change.undoable ?? false,
    ],
  );
}

/** In the caller's transaction when it has one (an undo), else in a new one. */
export function inTransaction<T>(
  db: DataSource,
  tx: EntityManager | undefined,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  return tx ? work(tx) : db.transaction(work);
}

/** The record whole (an undo puts it back), no secrets; a creation's `before` is JSON null. */
function sanitized(this: Record<string, unknown>, key: string, value: unknown): unknown {
  if (SECRET.test(key)) return '(hidden)';
  const raw = this[key]; // before its toJSON: a Buffer's is every byte
  return Buffer.isBuffer(raw) ? `(${raw.length} bytes)` : (value ?? null);
}

export interface EntryToUndo {
  id: number;
  entity: string;
  entity_id: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

export type UndoHandler = (entry: EntryToUndo, tx: EntityManager, actor: User) => Promise<unknown>;

/** The typed undo of each kind of record, by `entity`, registered by its service. */
@Injectable()
export class Undo extends Map<string, UndoHandler> {}
