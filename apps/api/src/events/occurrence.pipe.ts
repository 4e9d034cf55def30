import { BadRequestException } from '@nestjs/common';
import { isValidIsoDate } from '@furnace/opening-hours';
import type { UpcomingCursor } from './occurrences';

/** A pipe from its parse function (Nest takes any object with `transform`). */
const pipe = <T>(transform: (value: unknown) => T) => ({ transform });
const got = (value: unknown, length = 20) => `(got "${String(value).slice(0, length)}")`;

/**
 * `@Param('date', OccurrenceDatePipe)` and `@Query('date', ...)`: an occurrence's museum date as
 * YYYY-MM-DD (a query may leave it out: undefined).
 */
export const OccurrenceDatePipe = pipe((value): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !isValidIsoDate(value))
    throw new BadRequestException(`date must be an occurrence's date as YYYY-MM-DD ${got(value)}.`);
  return value;
});

/** `@Query('page', PastPagePipe)` of GET /events?scope=past: a whole number from 1 (default 1). */
export const PastPagePipe = pipe((value): number => {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,5}$/.test(value))
    throw new BadRequestException(`page must be a whole number from 1 ${got(value)}.`);
  return Number(value);
});

export const MAX_UPCOMING_COUNT = 50;

/** `@Param('count', UpcomingCountPipe)` of GET /events/{count}: a whole number from 1 to 50. */
export const UpcomingCountPipe = pipe((count): number => {
  const text = String(count);
  if (!/^[0-9]{1,3}$/.test(text) || Number(text) < 1 || Number(text) > MAX_UPCOMING_COUNT)
    throw new BadRequestException(
      `count must be a whole number from 1 to ${MAX_UPCOMING_COUNT} ${got(text)}.`,
    );
  return Number(text);
});

/**
 * `@Query('scope', EventScopePipe)` of GET /events: 'upcoming' (default), 'past' or 'all' (the
 * admin's view; AccessGuard asks for the token when it is 'all').
 */
export const EventScopePipe = pipe((value): 'upcoming' | 'past' | 'all' => {
  if (value === undefined) return 'upcoming';
  if (value === 'upcoming' || value === 'past' || value === 'all') return value;
  throw new BadRequestException("scope must be 'upcoming', 'past' or 'all' (signed-in only).");
});

/** `@Query('when', AdminWhenPipe)` of GET /events?scope=all: 'upcoming', 'past' or all (undefined). */
export const AdminWhenPipe = pipe((value): 'upcoming' | 'past' | undefined => {
  if (value === undefined || value === 'upcoming' || value === 'past') return value;
  throw new BadRequestException("when must be 'upcoming' or 'past'.");
});

/**
 * `@Query('after', UpcomingCursorPipe)` of GET /events: where a page of the upcoming listing
 * starts, as the `Link` rel="next" of the page before writes it: the last occurrence's
 * `start_date` and event id, `2026-12-05T10:00:00_17` (undefined: the first page).
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

/** The `after` value of the page that follows `cursor`. */
export const cursorParam = (cursor: UpcomingCursor) => `${cursor.start}_${cursor.id}`;
