import { Headers, PreconditionFailedException } from '@nestjs/common';
import { changedSinceRead, recordVersion, type EditedRecord } from '@furnace/contracts';

/** The write's `If-Match` header (a write without it is not checked). */
export const IfMatch = () => Headers('if-match');

export interface Precondition {
  ifMatch: string | undefined;
  what: EditedRecord;
  name: string;
}

/** Called in the write's transaction, the record read under its lock: no write slips in between. */
export function checkIfMatch(current: unknown, precondition: Precondition | undefined): void {
  const ifMatch = precondition?.ifMatch?.trim();
  if (!precondition || ifMatch === undefined || ifMatch === '*') return;
  const version = recordVersion(current);
  if (ifMatch.split(',').some((tag) => tag.trim() === version)) return;
  throw new PreconditionFailedException(changedSinceRead(precondition.what, precondition.name));
}

export const IF_MATCH_REFUSED =
  'If-Match names another version than the current one (someone else changed it); nothing changed';

export const versionHeader = (record: unknown) => ({ ETag: recordVersion(record) });
