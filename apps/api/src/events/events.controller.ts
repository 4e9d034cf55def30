import { applyDecorators, Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  EVENTS_TOTAL_COUNT_HEADER,
  ADMIN_EVENTS_PAGE_SIZE,
  PAST_EVENTS_PAGE_SIZE,
  UPCOMING_PAGE_SIZE,
  type MuseumEvent,
} from '@furnace/contracts';
import { PUBLIC_JSON } from '../web/cache-policy';
import { CurrentUser } from '../auth/current-user.decorator';
import type { SignedInUser } from '../auth/jwt.strategy';
import { CachedJson, type CachedReply } from '../common/cached-json';
import { CachedAnswer } from '../cache/answers';
import { EventIdPipe } from '../common/id.pipe';
import { UpcomingEvents } from './upcoming-events.service';
import { EventsService } from './events.service';
import {
  AdminWhenPipe,
  cursorParam,
  EventScopePipe,
  OccurrenceDatePipe,
  PastPagePipe,
  UpcomingCountPipe,
  UpcomingCursorPipe,
} from './occurrence.pipe';
import type { UpcomingCursor } from './occurrences';
import { versionHeader } from '../common/if-match';
import { Public, tokenIfSent } from '../auth/access';

/** Public, but a sent token must be valid and shows staff the drafts too. */
const StaffSeeDrafts = () =>
  applyDecorators(
    Public({ tokenWhen: tokenIfSent }),
    ApiUnauthorizedResponse({
      description: 'An Authorization header with a token that is not valid',
    }),
  );

/** A numbered page (scope=past, scope=all), with X-Total-Count and Link rel="next"/"prev". */
function pagedReply(
  { events, total }: { events: MuseumEvent[]; total: number },
  { page, size, query, cache }: { page: number; size: number; query: string; cache: string },
): Response {
  const pages = Math.ceil(total / size);
  const link = (n: number, rel: string) => `</api/v1/events?${query}&page=${n}>; rel="${rel}"`;
  const links = [
    ...(page < pages ? [link(page + 1, 'next')] : []),
    ...(page > 1 ? [link(Math.min(page - 1, Math.max(pages, 1)), 'prev')] : []),
  ];
  return new Response(JSON.stringify(events), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': cache,
      [EVENTS_TOTAL_COUNT_HEADER]: String(total),
      ...(links.length ? { Link: links.join(', ') } : {}),
    },
  });
}

/** The events' reads (docs/api.md "Events"); the writes are EventWritesController's. */
@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly listing: UpcomingEvents,
  ) {}

  @Get()
  @Public({ tokenWhen: (request) => request.query.scope === 'all' })
  @CachedAnswer({ tags: ['events', 'schedule'], query: ['scope', 'page', 'after', 'when'] })
  @ApiQuery({
    name: 'scope',
    required: false,
    enum: ['upcoming', 'past', 'all'],
    description:
      "'upcoming' (default): each occurrence that ends today or later, paged by `after`; 'past': those that ended, newest first, paged; 'all' (signed-in only): every event as one row, drafts too; with when or page, paged",
  })
  @ApiQuery({
    name: 'page',
    required: false,
    description: `scope=past: page N (from 1), ${PAST_EVENTS_PAGE_SIZE} a page; scope=all: ${ADMIN_EVENTS_PAGE_SIZE} a page`,
  })
  @ApiQuery({
    name: 'when',
    required: false,
    enum: ['upcoming', 'past'],
    description:
      'scope=all: only those starting today or later (soonest first), or before (most recent first)',
  })
  @ApiQuery({
    name: 'after',
    required: false,
    description: `upcoming: the page after this occurrence (its start_date and id, \`2026-12-05T10:00:00_17\`), as Link rel="next" gives it; ${UPCOMING_PAGE_SIZE} a page`,
  })
  @ApiOkResponse({
    description: `The occurrences from today (museum time) on, in date order, ${UPCOMING_PAGE_SIZE} a page with Link rel="next" while there are more; scope=past: ${EVENTS_TOTAL_COUNT_HEADER} and Link rel="next" say what is left`,
  })
  @ApiBadRequestResponse({
    description: 'Unknown scope, a page that is not a whole number from 1, or a malformed after',
  })
  async list(
    @Query('scope', EventScopePipe) scope: 'upcoming' | 'past' | 'all',
    @Query('page', PastPagePipe) page: number,
    @Query('after', UpcomingCursorPipe) after: UpcomingCursor | undefined,
    @Query('when', AdminWhenPipe) when: 'upcoming' | 'past' | undefined,
    @Query('page') pageAsked: string | undefined,
  ): Promise<CachedReply | Response> {
    if (scope === 'all') {
      // Fresh from the database. Plain `?scope=all` stays every event in one answer (scripts rely
      // on it); the admin's list asks for `when` and `page` and gets pages.
      const size =
        pageAsked === undefined && when === undefined
          ? Number.MAX_SAFE_INTEGER
          : ADMIN_EVENTS_PAGE_SIZE;
      const rows = await this.events.adminPage(when, page, size);
      const query = `scope=all${when ? `&when=${when}` : ''}`;
      return pagedReply(rows, { page, size, query, cache: 'no-store' });
    }
    if (scope === 'past') {
      const rows = await this.events.past(page, PAST_EVENTS_PAGE_SIZE);
      const size = PAST_EVENTS_PAGE_SIZE;
      return pagedReply(rows, { page, size, query: 'scope=past', cache: PUBLIC_JSON });
    }
    const listing = await this.listing.get();
    // The first page is the listing's own kept body; a later one is made from the same read.
    const { body, next } = after
      ? (({ events, next }) => ({ body: new CachedJson(events), next }))(listing.page({ after }))
      : listing;
    const link = next && `</api/v1/events?after=${encodeURIComponent(cursorParam(next))}>`;
    return body.reply({
      cacheControl: PUBLIC_JSON,
      until: listing.changesAt,
      ...(link ? { headers: { Link: `${link}; rel="next"` } } : {}),
    });
  }

  /** Numeric only: /events/{id}/calendar.ics and /events.ics are other routes (CalendarController). */
  @Get(':count')
  @Public()
  @CachedAnswer({ tags: ['events', 'schedule'] })
  @ApiOkResponse({ description: 'The next `count` (1..50) upcoming occurrences' })
  @ApiBadRequestResponse({ description: 'count is not a whole number from 1 to 50' })
  async upcoming(@Param('count', UpcomingCountPipe) count: number): Promise<CachedReply> {
    const listing = await this.listing.get();
    return new CachedJson(listing.events.slice(0, count)).reply({
      cacheControl: PUBLIC_JSON,
      until: listing.changesAt,
    });
  }

  @Get(':id/details')
  @StaffSeeDrafts()
  @ApiQuery({ name: 'date', required: false, description: 'An occurrence, YYYY-MM-DD' })
  @ApiOkResponse({
    description:
      'The event as one occurrence (that date, else the next one, else the last) with its own dates and status',
  })
  @ApiNotFoundResponse({
    description: 'No such event, no occurrence on that date, or a draft (to the public)',
  })
  async details(
    @Param('id', EventIdPipe) eventId: number,
    @Query('date', OccurrenceDatePipe) date: string | undefined,
    @CurrentUser() user: SignedInUser | undefined,
  ): Promise<Response> {
    const event = await this.events.details(eventId, date, user !== undefined);
    // The ETag is the event's version as stored (what PATCH and DELETE compare If-Match with),
    // not this occurrence's: docs/api.md "Editing the same record at once".
    const record = (await this.events.findWithChanges(eventId))?.events[0];
    return new Response(JSON.stringify(event), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        ...(record ? versionHeader(record) : {}),
      },
    });
  }

  @Get(':id/occurrences')
  @StaffSeeDrafts()
  @ApiOkResponse({
    description:
      'Every occurrence of the event in date order (an open-ended repeat up to the horizon), each with its own dates and status',
  })
  @ApiNotFoundResponse({ description: 'No such event, or a draft (to the public)' })
  occurrences(
    @Param('id', EventIdPipe) eventId: number,
    @CurrentUser() user: SignedInUser | undefined,
  ): Promise<MuseumEvent[]> {
    return this.events.occurrencesOf(eventId, user !== undefined);
  }
}
