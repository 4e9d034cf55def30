import { BadRequestException } from '@nestjs/common';
import { isValidIsoDate } from '@furnace/contracts';
import * as yup from 'yup';
import { PayloadDto } from '../common/payload-dto';
import { queryParam } from '../common/query';
import {
  ADMIN_EVENTS_PAGE_SIZE,
  PAST_EVENTS_PAGE_SIZE,
  UPCOMING_PAGE_SIZE,
} from '@furnace/contracts';
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

const MAX_UPCOMING_COUNT = 50;

export const UpcomingCountPipe = pipe((count): number => {
  const text = String(count);
  if (!/^[0-9]{1,3}$/.test(text) || Number(text) < 1 || Number(text) > MAX_UPCOMING_COUNT)
    throw new BadRequestException(
      `count must be a whole number from 1 to ${MAX_UPCOMING_COUNT} ${got(text)}.`,
    );
  return Number(text);
});

/** One of `values` as sent (not trimmed), else `refusal`; OpenAPI lists them. */
const oneOf = <T extends string>(values: readonly T[], refusal: string, description: string) =>
  queryParam(
    (text) => (values.includes(text as T) ? (text as T) : null),
    () => refusal,
    description,
    { raw: true },
  ).meta({ doc: { description, required: false, enum: values }, multiLine: false });

export class EventsQuery extends PayloadDto(
  yup.object({
    scope: oneOf(
      ['upcoming', 'past', 'all'],
      "scope must be 'upcoming', 'past' or 'all' (signed-in only).",
      "'upcoming' (default): each occurrence that ends today or later, paged by `after`; 'past': those that ended, newest first, paged; 'all' (signed-in only): every event as one row, drafts too; with when or page, paged",
    ).default('upcoming'),
    page: queryParam(
      (text) => (/^[1-9][0-9]{0,5}$/.test(text) ? Number(text) : null),
      (sent) => `page must be a whole number from 1 ${got(sent)}.`,
      `scope=past: page N (from 1), ${PAST_EVENTS_PAGE_SIZE} a page; scope=all: ${ADMIN_EVENTS_PAGE_SIZE} a page`,
      { raw: true },
    ),
    // As the page before's Link rel="next" writes it (`cursorParam`): `2026-12-05T10:00:00_17`.
    after: queryParam(
      (text): UpcomingCursor | null => {
        const match = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}_([1-9]\d{0,9})$/.exec(text);
        return match && isValidIsoDate(match[1])
          ? { start: text.slice(0, 19), id: Number(match[2]) }
          : null;
      },
      (sent) =>
        `after must be the start and id of an occurrence, as the Link rel="next" gives it ${got(sent, 40)}.`,
      `upcoming: the page after this occurrence (its start_date and id, \`2026-12-05T10:00:00_17\`), as Link rel="next" gives it; ${UPCOMING_PAGE_SIZE} a page`,
      { raw: true },
    ),
    when: oneOf(
      ['upcoming', 'past'],
      "when must be 'upcoming' or 'past'.",
      'scope=all: only those starting today or later (soonest first), or before (most recent first)',
    ),
  }),
) {}

export const cursorParam = (cursor: UpcomingCursor) => `${cursor.start}_${cursor.id}`;
