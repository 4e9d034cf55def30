import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { EventIdPipe } from '../common/id.pipe';
import { EventsService } from '../events/events.service';
import type { CachedReply } from '../common/cached-json';
import { CachedAnswer } from '../cache/answers';
import { CALENDAR_CACHE, CALENDAR_TYPE, CalendarFeed } from './calendar-feed';
import { Public } from '../auth/access';

/**
 * iCalendar feeds (paths in @furnace/contracts: EVENTS_CALENDAR_PATH, eventCalendarPath). The
 * per-event route has three segments, so it never collides with GET /events/{count}.
 */
@ApiTags('events')
@Controller()
export class CalendarController {
  constructor(
    private readonly events: EventsService,
    private readonly calendarFeed: CalendarFeed,
  ) {}

  @Get('events.ics')
  @Public()
  @ApiProduces('text/calendar')
  @ApiOkResponse({
    description: "RFC 5545 feed of upcoming events, times in the museum's zone (VTIMEZONE + TZID)",
  })
  @CachedAnswer({ tags: ['events', 'schedule', 'content'] })
  feed(): Promise<CachedReply> {
    // Sent like the JSON listings: ETag and 304, and a gzip copy made once.
    return this.calendarFeed.get();
  }

  @Get('events/:id/calendar.ics')
  @Public()
  @ApiProduces('text/calendar')
  @ApiOkResponse({
    description:
      'One event as an .ics file ("Add to calendar"), a repeating one with each occurrence',
  })
  @ApiNotFoundResponse({ description: 'No such event' })
  async one(@Param('id', EventIdPipe) eventId: number): Promise<Response> {
    // A draft is no more public here than anywhere: 404 until its publish_at.
    const occurrences = await this.events.occurrencesOf(eventId);
    if (!occurrences?.length) throw new NotFoundException(`There is no event ${eventId}.`);
    // The file name carries the id, so the headers are per request: a web Response.
    return new Response(await this.calendarFeed.eventFile(occurrences), {
      headers: {
        'Content-Type': CALENDAR_TYPE,
        'Cache-Control': CALENDAR_CACHE,
        'Content-Disposition': `attachment; filename="event-${eventId}.ics"`,
      },
    });
  }
}
