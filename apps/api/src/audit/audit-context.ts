import { AsyncLocalStorage } from 'node:async_hooks';

/** What a service can add to the audit entry of the write it is doing. */
export interface AuditNote {
  /** What kind of thing changed ('events', 'hours', 'users', ...); default: the controller's path. */
  entity?: string;
  entityId?: string | number | null;
  /** The verb ('create', 'update', 'delete', 'restore', ...); default: from the route. */
  action?: string;
  /** One line for people; default: the method, path and the request's fields. */
  summary?: string;
  before?: unknown;
  after?: unknown;
  /**
   * How to undo this change: a request the API makes with the reverting admin's token
   * (POST /audit/{id}/revert), through every usual check. Absent: the entry cannot be reverted.
   */
  undo?: UndoRequest;
  /** Who, when nobody was signed in for the request (a sign-in, an accepted invitation). */
  username?: string;
  userId?: number;
}

export interface UndoRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /api/v1, e.g. '/hours/set'. */
  path: string;
  body?: unknown;
}

export interface AuditScope {
  notes: AuditNote[];
}

const scope = new AsyncLocalStorage<AuditScope>();

/** Runs `work` in `current`: noteAudit() calls inside it (and in what it awaits) add to it. */
export function runInAuditScope<T>(current: AuditScope, work: () => T): T {
  return scope.run(current, work);
}

/**
 * The hook services call while they write: it adds detail (before and after, a summary, the
 * entity) to the audit entry the AuditInterceptor records for the request once it succeeds.
 * Several notes make several entries. Outside a request (the CLI, start-up) it does nothing.
 */
export function noteAudit(note: AuditNote): void {
  scope.getStore()?.notes.push(note);
}
