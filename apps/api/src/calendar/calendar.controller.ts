import { Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { EventIdPipe } from '../common/id.pipe';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CLOCK, type Clock } from '../clock/clock';
import { EventsService } from '../events/events.service';
import { buildCalendar } from './build-calendar';
import type { CachedReply } from '../common/cached-json';
import { CachedAnswer } from '../cache/answers';
import { ContentService } from '../content/content.service';
import { CALENDAR_CACHE, CALENDAR_TYPE, CalendarFeed, museumLocation } from './calendar-feed';
import { Public } from '../auth/access';

/**
 * iCalendar feeds (paths in @furnace/contracts: EVENTS_CALENDAR_PATH, eventCalendarPath). The
 * per-event route has three segments, so it never collides with GET /events/{count}.
 */
@ApiTags('events')
@Controller()
export class CalendarController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly events: EventsService,
    private readonly calendarFeed: CalendarFeed,
    private readonly content: ContentService,
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
    const location = museumLocation(await this.content.published());
    // The file name carries the id, so the headers are per request: a web Response.
    const options = { ...this.options(occurrences[0].title), location };
    return new Response(buildCalendar(occurrences, options), {
      headers: {
        'Content-Type': CALENDAR_TYPE,
        'Cache-Control': CALENDAR_CACHE,
        'Content-Disposition': `attachment; filename="event-${eventId}.ics"`,
      },
    });
  }

  private options(name: string) {
    return {
      timeZone: this.config.museumTimeZone,
      publicUrl: this.config.publicUrl,
      name,
      now: this.clock.now(),
    };
  }
}
