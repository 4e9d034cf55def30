import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** Database ids are int4; anything else names no row (and must not reach SQL as a bad integer). */
export function parseId(value: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * `@Param('id', EventIdPipe)`: the event id as a number, or the 400 of docs/api.md. Whether the
 * event exists is the service's answer (404), in the same transaction as the work.
 */
@Injectable()
export class EventIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseId(value);
    if (id === null)
      throw new BadRequestException(
        `The event id must be a whole number (got "${value.slice(0, 20)}").`,
      );
    return id;
  }
}

/**
 * `@Param('id', new RecordIdPipe(HOURS_TEXTS.seasonIdPath))`: any other record's id (a season, a
 * special day, an alert, a content version) as a number, or a 400 with the caller's sentence.
 */
@Injectable()
export class RecordIdPipe implements PipeTransform<string, number> {
  constructor(private readonly refusal: (value: string) => string) {}

  transform(value: string): number {
    const id = parseId(value);
    if (id === null) throw new BadRequestException(this.refusal(value));
    return id;
  }
}

/** `@Param('id', USER_ID)`: a staff account's id (its passkeys too). */
export const USER_ID = new RecordIdPipe(
  (value) => `The user id must be a whole number (got "${value.slice(0, 20)}").`,
);
