import type { IncomingHttpHeaders } from 'node:http';
import { Controller, Get, Headers, Inject, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { EventIdPipe } from '../common/id.pipe';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { EventsService } from '../events/events.service';
import { acceptsGzip, bytesResponse, matchingTag } from '../common/web-response';
import { buildCalendar } from './build-calendar';
import { CalendarFeed } from './calendar-feed';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
// Calendar apps poll subscribed feeds; a few minutes of caching costs nothing in freshness.
const CALENDAR_CACHE = 'public, max-age=300';

/**
 * iCalendar feeds (paths in @furnace/contracts: EVENTS_CALENDAR_PATH, eventCalendarPath). The
 * per-event route has three segments, so it never collides with GET /events/{count}.
 */
@ApiTags('events')
@Controller()
export class CalendarController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventsService,
    private readonly calendarFeed: CalendarFeed,
  ) {}

  @Get('events.ics')
  @ApiProduces('text/calendar')
  @ApiOkResponse({
    description: "RFC 5545 feed of upcoming events, times in the museum's zone (VTIMEZONE + TZID)",
  })
  async feed(@Headers() request: IncomingHttpHeaders): Promise<Response> {
    // Built once per events snapshot (CalendarFeed); ETag and 304 like the listing, and a gzip
    // copy made once (the web layer's compression leaves an encoded body alone).
    const feed = await this.calendarFeed.get();
    const headers: Record<string, string> = {
      'Content-Type': CALENDAR_TYPE,
      'Cache-Control': CALENDAR_CACHE,
      'Content-Disposition': 'inline; filename="museum-events.ics"',
      Vary: 'Accept-Encoding',
    };
    const known = matchingTag(request, [feed.etag, feed.gzipTag]);
    if (known) return bytesResponse(feed.bytes, { ...headers, ETag: known }, true);
    if (acceptsGzip(request))
      return bytesResponse(await feed.gzip(), {
        ...headers,
        'Content-Encoding': 'gzip',
        ETag: feed.gzipTag,
      });
    return bytesResponse(feed.bytes, { ...headers, ETag: feed.etag });
  }

  @Get('events/:id/calendar.ics')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'One event as an .ics file ("Add to calendar")' })
  @ApiNotFoundResponse({ description: 'No such event' })
  async one(@Param('id', EventIdPipe) eventId: number): Promise<Response> {
    const event = await this.events.find(eventId);
    if (!event) throw new NotFoundException(`There is no event ${eventId}.`);
    // The file name carries the id, so the headers are per request: a web Response.
    return new Response(buildCalendar([event], this.options(event.title)), {
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
      now: new Date(),
    };
  }
}
