import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Actor } from './history';

/** A History entry as its undo reads it: the record it names, and its state before the change. */
export interface EntryToUndo {
  id: number;
  entity: string;
  entity_id: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

/** Puts back what `entry` changed through the owning service's own write, in the revert's `tx`. */
export type UndoHandler = (entry: EntryToUndo, tx: EntityManager, actor: Actor) => Promise<unknown>;

/** The typed undo of each kind of record, by `entity`, registered by its service when built. */
@Injectable()
export class Undo extends Map<string, UndoHandler> {
  register(entity: string, handler: UndoHandler): void {
    this.set(entity, handler);
  }
}
