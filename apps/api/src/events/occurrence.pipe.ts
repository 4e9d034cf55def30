import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { isValidIsoDate } from '@furnace/opening-hours';
import type { UpcomingCursor } from './occurrences';

/**
 * `@Param('date', OccurrenceDatePipe)` and `@Query('date', ...)`: an occurrence's museum date as
 * YYYY-MM-DD (a query may leave it out: undefined).
 */
@Injectable()
export class OccurrenceDatePipe implements PipeTransform<string | undefined, string | undefined> {
  transform(value: string | undefined): string | undefined {
    if (value === undefined) return undefined;
    if (
      typeof value !== 'string' ||
      !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value) ||
      !isValidIsoDate(value)
    )
      throw new BadRequestException(
        `date must be an occurrence's date as YYYY-MM-DD (got "${String(value).slice(0, 20)}").`,
      );
    return value;
  }
}

/** `@Query('page', PastPagePipe)` of GET /events?scope=past: a whole number from 1 (default 1). */
@Injectable()
export class PastPagePipe implements PipeTransform<string | undefined, number> {
  transform(value: string | undefined): number {
    if (value === undefined) return 1;
    if (typeof value !== 'string' || !/^[1-9][0-9]{0,5}$/.test(value))
      throw new BadRequestException(
        `page must be a whole number from 1 (got "${String(value).slice(0, 20)}").`,
      );
    return Number(value);
  }
}

/**
 * `@Query('scope', EventScopePipe)` of GET /events: 'upcoming' (default), 'past' or 'all' (the
 * admin's view; AccessGuard asks for the token when it is 'all').
 */
@Injectable()
export class EventScopePipe implements PipeTransform<unknown, 'upcoming' | 'past' | 'all'> {
  transform(value: unknown): 'upcoming' | 'past' | 'all' {
    if (value === undefined) return 'upcoming';
    if (value === 'upcoming' || value === 'past' || value === 'all') return value;
    throw new BadRequestException("scope must be 'upcoming', 'past' or 'all' (signed-in only).");
  }
}

/**
 * `@Query('after', UpcomingCursorPipe)` of GET /events: where a page of the upcoming listing
 * starts, as the `Link` rel="next" of the page before writes it: the last occurrence's
 * `start_date` and event id, `2026-12-05T10:00:00_17` (undefined: the first page).
 */
@Injectable()
export class UpcomingCursorPipe implements PipeTransform<unknown, UpcomingCursor | undefined> {
  transform(value: unknown): UpcomingCursor | undefined {
    if (value === undefined) return undefined;
    const match =
      typeof value === 'string'
        ? /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}_([1-9]\d{0,9})$/.exec(value)
        : null;
    if (!match || !isValidIsoDate(match[1]))
      throw new BadRequestException(
        `after must be the start and id of an occurrence, as the Link rel="next" gives it (got "${String(value).slice(0, 40)}").`,
      );
    return { start: match.input.slice(0, 19), id: Number(match[2]) };
  }
}

/** The `after` value of the page that follows `cursor`. */
export const cursorParam = (cursor: UpcomingCursor) => `${cursor.start}_${cursor.id}`;

/** `@Query('when', AdminWhenPipe)` of GET /events?scope=all: 'upcoming', 'past' or all (undefined). */
@Injectable()
export class AdminWhenPipe implements PipeTransform<unknown, 'upcoming' | 'past' | undefined> {
  transform(value: unknown): 'upcoming' | 'past' | undefined {
    if (value === undefined || value === 'upcoming' || value === 'past') return value;
    throw new BadRequestException("when must be 'upcoming' or 'past'.");
  }
}
