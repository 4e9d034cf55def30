import { noteAudit } from './audit-context';

/**
 * The history entry of a write to a record kept under `/{entity}` and `/{entity}/{id}` (seasons,
 * special days, alerts): before and after, and the request that undoes it. A create is undone by
 * deleting the record, a change by putting back what was there, a delete by creating the record
 * again (under a new id) with the same values.
 */
export function noteRecordWrite<T extends { id: number }>(
  entity: string,
  change:
    | { action: 'create'; after: T; summary: string }
    | { action: 'update'; id: number; before: T | undefined; after: T; summary: string }
    | { action: 'delete'; id: number; before: T | undefined; summary: string },
): void {
  if (change.action === 'create') {
    const { after } = change;
    noteAudit({
      entity,
      entityId: after.id,
      action: 'create',
      summary: change.summary,
      after,
      undo: { method: 'DELETE', path: `/${entity}/${after.id}` },
    });
    return;
  }
  const { before, id } = change;
  noteAudit({
    entity,
    entityId: id,
    action: change.action,
    summary: change.summary,
    before,
    after: change.action === 'update' ? change.after : undefined,
    undo:
      before &&
      (change.action === 'update'
        ? { method: 'PUT', path: `/${entity}/${id}`, body: withoutId(before) }
        : { method: 'POST', path: `/${entity}`, body: withoutId(before) }),
  });
}

function withoutId<T extends { id: number }>(record: T): Omit<T, 'id'> {
  const { id: _id, ...payload } = record;
  return payload;
}
