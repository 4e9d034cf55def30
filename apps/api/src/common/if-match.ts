import {
  createParamDecorator,
  PreconditionFailedException,
  type ExecutionContext,
} from '@nestjs/common';
import { changedSinceRead, recordVersion, type EditedRecord } from '@furnace/contracts';

/**
 * The write's `If-Match` header (RFC 9110 §13.1.1), or undefined without one: a write without it
 * works as it always did (docs/api.md "Editing the same record at once").
 */
export const IfMatch = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined => {
    const value = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers[
      'if-match'
    ];
    return typeof value === 'string' ? value : undefined;
  },
);

/** What a write checks its `If-Match` against: the record as it is now, and how to name it. */
export interface Precondition {
  ifMatch: string | undefined;
  what: EditedRecord;
  name: string;
}

/**
 * 412 unless `If-Match` is absent, `*`, or lists the current version (strong comparison). Called
 * in the write's transaction, the record read under its lock: no write slips in between.
 */
export function checkIfMatch(current: unknown, precondition: Precondition | undefined): void {
  const ifMatch = precondition?.ifMatch?.trim();
  if (!precondition || ifMatch === undefined || ifMatch === '*') return;
  const version = recordVersion(current);
  if (ifMatch.split(',').some((tag) => tag.trim() === version)) return;
  throw new PreconditionFailedException(changedSinceRead(precondition.what, precondition.name));
}

/** The OpenAPI description of the 412 on every write that takes If-Match. */
export const IF_MATCH_REFUSED =
  'If-Match names another version than the current one (someone else changed it); nothing changed';

/** The `ETag` header of a read of one record (its version, `recordVersion`). */
export const versionHeader = (record: unknown) => ({ ETag: recordVersion(record) });
