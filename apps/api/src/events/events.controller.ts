import {
  applyDecorators,
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Put,
  Query,
  UploadedFiles,
} from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_EVENTS_PAGE_SIZE,
  eventChangesSchema,
  EVENTS_TOTAL_COUNT_HEADER,
  isValidIsoDate,
  PAST_EVENTS_PAGE_SIZE,
  UPCOMING_PAGE_SIZE,
  type MessageResponse,
  type MuseumEvent,
  type TrashedEvent,
} from '@furnace/contracts';
import * as yup from 'yup';
import { PUBLIC_JSON } from '../web/cache-policy';
import { Public, Roles, tokenIfSent } from '../auth/access';
import { CurrentUser, type SignedInUser } from '../auth/jwt.strategy';
import { CachedAnswer, Writes } from '../cache/answers';
import { ApiAnswers } from '../common/api-answers';
import { CachedJson, type CachedReply } from '../common/cached-json';
import { EventIdPipe } from '../common/id.pipe';
import { IF_MATCH_REFUSED, IfMatch, versionHeader } from '../common/if-match';
import { PayloadDto } from '../common/payload-dto';
import { queryParam } from '../common/query';
import { jsonArrayResponse, jsonResponse } from '../common/web-response';
import { Upload, type ParsedForm } from '../files/upload';
import {
  EVENT_FORM_FIELDS,
  EventChangesDto,
  eventChanges,
  NewEventDto,
  newEvent,
  OccurrenceChangeDto,
} from './event-form.dto';
import { EventsService } from './events.service';
import type { UpcomingCursor } from './occurrences';

/** A pipe from its parse function (Nest takes any object with `transform`). */
const pipe = <T>(transform: (value: unknown) => T) => ({ transform });
const got = (value: unknown, length = 20) => `(got "${String(value).slice(0, length)}")`;

/** An occurrence's museum date as YYYY-MM-DD (a query may leave it out: undefined). */
const OccurrenceDatePipe = pipe((value): string | undefined => {
  if (value === undefined || isValidIsoDate(value)) return value;
  throw new BadRequestException(`date must be an occurrence's date as YYYY-MM-DD ${got(value)}.`);
});

const MAX_UPCOMING_COUNT = 50;

const UpcomingCountPipe = pipe((count): number => {
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

class EventsQuery extends PayloadDto(
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
    // As the page before's Link rel="next" writes it (`list`): `2026-12-05T10:00:00_17`.
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

/** Public, but a sent token must be valid and shows staff the drafts too. */
const StaffSeeDrafts = (path: string) =>
  applyDecorators(
    Get(path),
    Public(tokenIfSent),
    CachedAnswer({ tags: ['events', 'schedule'], whole: false }),
    ApiAnswers({ 401: 'An Authorization header with a token that is not valid' }),
  );

/** PUT and DELETE /events/{id}/occurrences/{date}. */
const OccurrenceWrite = (method: typeof Put) =>
  applyDecorators(
    method(':id/occurrences/:date'),
    Roles('editor'),
    ApiAnswers({ 404: 'No such event, or it does not happen on that date' }),
  );

/** POST and PATCH: the multipart form (PATCH reads every field of the schema, `clear` too). */
const EventFormWrite = (fields?: string[]) =>
  applyDecorators(
    Roles('editor'),
    Upload({
      schema: eventChangesSchema,
      fields,
      files: {
        image: ['image', 'JPEG, PNG, WebP or GIF, at most 10 MB and 40 megapixels'],
        pdf: ['pdf', 'PDF, at most 20 MB'],
      },
    }),
  );

/** GET trash comes before GET {count}: routes register in the order of the methods. */
@ApiTags('events')
@Controller('events')
@Writes('events', 'files')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @Public((request) => request.query.scope === 'all')
  @CachedAnswer({ tags: ['events', 'schedule'], query: ['scope', 'page', 'after', 'when'] })
  @ApiAnswers({
    200: `The occurrences from today (museum time) on, in date order, ${UPCOMING_PAGE_SIZE} a page with Link rel="next" while there are more; scope=past: ${EVENTS_TOTAL_COUNT_HEADER} and Link rel="next" say what is left`,
    400: 'Unknown scope, a page that is not a whole number from 1, or a malformed after',
  })
  async list(
    @Query() { scope, page: pageAsked, after, when }: EventsQuery,
  ): Promise<CachedReply | Response> {
    if (scope === 'upcoming') {
      const listing = await this.events.upcoming();
      // The first page is the listing's own kept body; a later one is made from the same read.
      const { events, next } = after ? listing.page({ after }) : listing;
      const link =
        next && `</api/v1/events?after=${encodeURIComponent(`${next.start}_${next.id}`)}>`;
      return (after ? new CachedJson(events) : listing.body).reply({
        cacheControl: PUBLIC_JSON,
        until: listing.changesAt,
        ...(link ? { headers: { Link: `${link}; rel="next"` } } : {}),
      });
    }
    // scope=all is fresh from the database. Plain `?scope=all` stays every event in one answer
    // (scripts rely on it), written in slices; the admin's list asks for `when` and `page`.
    const all = scope === 'all';
    const page = pageAsked ?? 1;
    const size = !all
      ? PAST_EVENTS_PAGE_SIZE
      : pageAsked === undefined && when === undefined
        ? Number.MAX_SAFE_INTEGER
        : ADMIN_EVENTS_PAGE_SIZE;
    const { events, total } = all
      ? await this.events.adminPage(when, page, size)
      : await this.events.past(page, size);
    const query = all ? `scope=all${when ? `&when=${when}` : ''}` : 'scope=past';
    const pages = Math.ceil(total / size);
    const link = (n: number, rel: string) => `</api/v1/events?${query}&page=${n}>; rel="${rel}"`;
    const links = [
      ...(page < pages ? [link(page + 1, 'next')] : []),
      ...(page > 1 ? [link(Math.min(page - 1, Math.max(pages, 1)), 'prev')] : []),
    ];
    return jsonArrayResponse(events, {
      'Cache-Control': all ? 'no-store' : PUBLIC_JSON,
      [EVENTS_TOTAL_COUNT_HEADER]: String(total),
      ...(links.length ? { Link: links.join(', ') } : {}),
    });
  }

  @Get('trash')
  @Roles('editor')
  @ApiAnswers({ 200: 'Deleted events kept for 30 days, newest deletion first' })
  listTrash(): Promise<TrashedEvent[]> {
    return this.events.listTrash();
  }

  /** Numeric only: /events/{id}/calendar.ics and /events.ics are other routes (CalendarController). */
  @Get(':count')
  @Public()
  @CachedAnswer({ tags: ['events', 'schedule'] })
  @ApiAnswers({
    200: 'The next `count` (1..50) upcoming occurrences',
    400: 'count is not a whole number from 1 to 50',
  })
  async upcoming(@Param('count', UpcomingCountPipe) count: number): Promise<CachedReply> {
    const listing = await this.events.upcoming();
    return new CachedJson(listing.events.slice(0, count)).reply({
      cacheControl: PUBLIC_JSON,
      until: listing.changesAt,
    });
  }

  @StaffSeeDrafts(':id/details')
  @ApiQuery({ name: 'date', required: false, description: 'An occurrence, YYYY-MM-DD' })
  @ApiAnswers({
    200: 'The event as one occurrence (that date, else the next one, else the last) with its own dates and status',
    404: 'No such event, no occurrence on that date, or a draft (to the public)',
  })
  async details(
    @Param('id', EventIdPipe) eventId: number,
    @Query('date', OccurrenceDatePipe) date: string | undefined,
    @CurrentUser() user: SignedInUser | undefined,
  ): Promise<Response> {
    const { occurrence, event } = await this.events.details(eventId, date, user !== undefined);
    // The ETag is the event's version as stored (what If-Match compares), not this occurrence's.
    return jsonResponse(occurrence, 200, versionHeader(event));
  }

  @Get(':id/stored')
  @ApiAnswers({
    200: 'The event as stored, one row as GET /events?scope=all lists it (a draft too), its version as ETag; no-store',
    401: 'No valid bearer token',
    404: 'No such event',
  })
  async stored(@Param('id', EventIdPipe) eventId: number): Promise<Response> {
    const event = await this.events.found(eventId);
    return jsonResponse(event, 200, { 'Cache-Control': 'no-store', ...versionHeader(event) });
  }

  @StaffSeeDrafts(':id/occurrences')
  @ApiAnswers({
    200: 'Every occurrence of the event in date order (an open-ended repeat up to the horizon), each with its own dates and status',
    404: 'No such event, or a draft (to the public)',
  })
  occurrences(
    @Param('id', EventIdPipe) eventId: number,
    @CurrentUser() user: SignedInUser | undefined,
  ): Promise<MuseumEvent[]> {
    return this.events.occurrencesOf(eventId, user !== undefined);
  }

  @OccurrenceWrite(Put)
  @ApiAnswers({
    200: 'The occurrence with its own status',
    400: 'Bad date, unknown status, note too long',
  })
  changeOccurrence(
    @Param('id', EventIdPipe) id: number,
    @Param('date', OccurrenceDatePipe) date: string,
    @Body() change: OccurrenceChangeDto,
    @CurrentUser() actor: SignedInUser,
  ): Promise<MuseumEvent> {
    const own = { status: change.status, status_note: change.status_note ?? '' };
    return this.events.changeOccurrence(id, date, own, actor);
  }

  @OccurrenceWrite(Delete)
  @ApiAnswers({ 200: "The occurrence, back to the event's own status" })
  resetOccurrence(
    @Param('id', EventIdPipe) id: number,
    @Param('date', OccurrenceDatePipe) date: string,
    @CurrentUser() actor: SignedInUser,
  ): Promise<MuseumEvent> {
    return this.events.changeOccurrence(id, date, null, actor);
  }

  @Post()
  @EventFormWrite(EVENT_FORM_FIELDS)
  @ApiAnswers({
    201: 'The new event',
    400: 'Missing or invalid field, no image, or a file of the wrong type',
    413: 'Image over 10 MB or 40 megapixels, PDF over 20 MB',
  })
  async create(
    @Body() fields: NewEventDto,
    @UploadedFiles() files: ParsedForm['files'],
    @CurrentUser() actor: SignedInUser,
  ): Promise<MuseumEvent> {
    if (!files.image)
      throw new BadRequestException(
        'An image file is required (multipart/form-data field "image").',
      );
    return this.events.write(null, { fields: newEvent(fields), removePdf: false }, files, actor);
  }

  @Patch(':id')
  @EventFormWrite()
  @ApiAnswers({
    200: 'The event after the change; blank fields keep their values',
    404: 'No such event',
    412: IF_MATCH_REFUSED,
  })
  async update(
    @Param('id', EventIdPipe) eventId: number,
    @Body() fields: EventChangesDto,
    @UploadedFiles() files: ParsedForm['files'],
    @CurrentUser() actor: SignedInUser,
    @IfMatch() ifMatch: string | undefined,
  ): Promise<MuseumEvent> {
    const changes = eventChanges(fields);
    if (changes.removePdf && files.pdf)
      throw new BadRequestException('pdf is both given and cleared; send one or the other.');
    return this.events.write(eventId, changes, files, actor, undefined, ifMatch);
  }

  @Delete(':id')
  @Roles('editor')
  @ApiAnswers({
    200: '{message}; the event and its image and PDF leave the site, kept 30 days in the trash',
    404: 'No such event',
    412: IF_MATCH_REFUSED,
  })
  async remove(
    @Param('id', EventIdPipe) eventId: number,
    @CurrentUser() actor: SignedInUser,
    @IfMatch() ifMatch: string | undefined,
  ): Promise<MessageResponse> {
    await this.events.remove(eventId, actor, ifMatch);
    return { message: `Event ${eventId} deleted.` };
  }

  @Post(':id/restore')
  @Roles('editor')
  @HttpCode(HttpStatus.OK)
  @ApiAnswers({ 200: 'The event, back with its image and PDF', 404: 'Not in the trash' })
  async restore(
    @Param('id', EventIdPipe) id: number,
    @CurrentUser() actor: SignedInUser,
  ): Promise<MuseumEvent> {
    await this.events.restore(id, actor);
    return this.events.found(id);
  }
}
