import { BadRequestException } from '@nestjs/common';
import { isValidIsoDate } from '@furnace/opening-hours';
import { EventIdPipe } from '../common/id.pipe';
import type { UpcomingCursor } from './occurrences';

/** A pipe from its parse function (Nest takes any object with `transform`). */
const pipe = <T>(transform: (value: unknown) => T) => ({ transform });
const got = (value: unknown, length = 20) => `(got "${String(value).slice(0, length)}")`;

/** An occurrence's museum date as YYYY-MM-DD (a query may leave it out: undefined). */
export const OccurrenceDatePipe = pipe((value): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !isValidIsoDate(value))
    throw new BadRequestException(`date must be an occurrence's date as YYYY-MM-DD ${got(value)}.`);
  return value;
});

/** `@Param(OccurrenceParams)` of /events/{id}/occurrences/{date}: the event's id, then the date. */
export const OccurrenceParams = pipe((value) => {
  const { id, date } = value as Record<string, string>;
  return { id: EventIdPipe.transform(id), date: OccurrenceDatePipe.transform(date) as string };
});

/** `page` of GET /events: a whole number from 1 (default 1). */
export const PastPagePipe = pipe((value): number => {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,5}$/.test(value))
    throw new BadRequestException(`page must be a whole number from 1 ${got(value)}.`);
  return Number(value);
});

const MAX_UPCOMING_COUNT = 50;

/** GET /events/{count}: a whole number from 1 to 50. */
export const UpcomingCountPipe = pipe((count): number => {
  const text = String(count);
  if (!/^[0-9]{1,3}$/.test(text) || Number(text) < 1 || Number(text) > MAX_UPCOMING_COUNT)
    throw new BadRequestException(
      `count must be a whole number from 1 to ${MAX_UPCOMING_COUNT} ${got(text)}.`,
    );
  return Number(text);
});

/** `scope` of GET /events: 'upcoming' (default), 'past' or 'all' (the admin's view). */
export const EventScopePipe = pipe((value): 'upcoming' | 'past' | 'all' => {
  if (value === undefined) return 'upcoming';
  if (value === 'upcoming' || value === 'past' || value === 'all') return value;
  throw new BadRequestException("scope must be 'upcoming', 'past' or 'all' (signed-in only).");
});

/** `when` of GET /events?scope=all: 'upcoming', 'past' or all (undefined). */
export const AdminWhenPipe = pipe((value): 'upcoming' | 'past' | undefined => {
  if (value === undefined || value === 'upcoming' || value === 'past') return value;
  throw new BadRequestException("when must be 'upcoming' or 'past'.");
});

/**
 * `after` of GET /events: where a page of the upcoming listing starts, as the page before's
 * `Link` rel="next" writes it (`cursorParam`): `2026-12-05T10:00:00_17` (undefined: the first).
 */
export const UpcomingCursorPipe = pipe((value): UpcomingCursor | undefined => {
  if (value === undefined) return undefined;
  const match =
    typeof value === 'string'
      ? /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}_([1-9]\d{0,9})$/.exec(value)
      : null;
  if (!match || !isValidIsoDate(match[1]))
    throw new BadRequestException(
      `after must be the start and id of an occurrence, as the Link rel="next" gives it ${got(value, 40)}.`,
    );
  return { start: match.input.slice(0, 19), id: Number(match[2]) };
});

export const cursorParam = (cursor: UpcomingCursor) => `${cursor.start}_${cursor.id}`;
