import { BadRequestException, type PipeTransform } from '@nestjs/common';

/** Database ids are int4; anything else names no row (and must not reach SQL as a bad integer). */
export function parseId(value: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** A 400 with the caller's sentence; existence is the service's 404. */
export class RecordIdPipe implements PipeTransform<string, number> {
  constructor(private readonly refusal: (value: string) => string) {}

  transform(value: string): number {
    const id = parseId(value);
    if (id === null) throw new BadRequestException(this.refusal(value));
    return id;
  }
}

const idOf = (what: string) =>
  new RecordIdPipe(
    (value) => `The ${what} id must be a whole number (got "${value.slice(0, 20)}").`,
  );

export const EventIdPipe = idOf('event');
export const USER_ID = idOf('user');
export const HISTORY_ENTRY_ID = idOf('history entry');
export const ALERT_ID = idOf('alert');
export const VERSION_ID = idOf('version');
