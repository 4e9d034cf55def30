import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { SITE } from '@furnace/contracts';
import { ApiAnswers } from '../common/api-answers';
import { EventIdPipe } from '../common/id.pipe';
import { CachedBody, type CachedReply } from '../common/cached-json';
import { CachedAnswer } from '../cache/answers';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CLOCK, type Clock } from '../clock/clock';
import { ContentService, type PublishedContent } from '../content/content.service';
import { EventsService, type UpcomingListing } from '../events/events.service';
import { Public } from '../auth/access';
import { buildCalendar, buildCalendarYielding } from './build-calendar';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
// Calendar apps poll subscribed feeds; a few minutes of caching costs nothing in freshness.
const CALENDAR_CACHE = 'public, max-age=300';

/** The feed's window: calendar apps poll every few minutes, so it moves on with them (ADR 15). */
export const CALENDAR_FEED_MAX_EVENTS = 500;

/**
 * iCalendar feeds. GET /events.ics is built once per upcoming listing (keyed by the object, so it
 * never outlives it) and published content, a slice at a time (ADR 52).
 */
@ApiTags('events')
@Controller()
export class CalendarController {
  private readonly built = new WeakMap<
    UpcomingListing,
    { content: PublishedContent; feed: Promise<CachedBody> }
  >();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly events: EventsService,
    private readonly content: ContentService,
  ) {}

  @Get('events.ics')
  @Public()
  @ApiProduces('text/calendar')
  @ApiAnswers({
    200: "RFC 5545 feed of upcoming events, times in the museum's zone (VTIMEZONE + TZID)",
  })
  @CachedAnswer({ tags: ['events', 'schedule', 'content'] })
  async feed(): Promise<CachedReply> {
    const [listing, content] = await Promise.all([
      this.events.upcoming(),
      this.content.published(),
    ]);
    let built = this.built.get(listing);
    if (built?.content !== content) {
      const { events } = listing.page({ size: CALENDAR_FEED_MAX_EVENTS });
      const options = this.options('Museum events', content);
      const feed = buildCalendarYielding(events, options).then((ics) => new CachedBody(ics));
      built = { content, feed };
      this.built.set(listing, built);
      // A build that failed is not kept: the next request builds again.
      feed.catch(() => this.built.get(listing)?.feed === feed && this.built.delete(listing));
    }
    const feed = await built.feed;
    return feed.reply({
      contentType: CALENDAR_TYPE,
      cacheControl: CALENDAR_CACHE,
      headers: { 'Content-Disposition': 'inline; filename="museum-events.ics"' },
      until: listing.changesAt,
    });
  }

  @Get('events/:id/calendar.ics')
  @Public()
  @ApiProduces('text/calendar')
  @ApiAnswers({
    200: 'One event as an .ics file ("Add to calendar"), a repeating one with each occurrence',
    404: 'No such event',
  })
  async one(@Param('id', EventIdPipe) eventId: number): Promise<Response> {
    // A draft is no more public here than anywhere: 404 until its publish_at.
    const occurrences = await this.events.occurrencesOf(eventId);
    const content = await this.content.published();
    // The file name carries the id, so the headers are per request: a web Response.
    const ics = buildCalendar(occurrences, this.options(occurrences[0].title, content));
    return new Response(ics, {
      headers: {
        'Content-Type': CALENDAR_TYPE,
        'Cache-Control': CALENDAR_CACHE,
        'Content-Disposition': `attachment; filename="event-${eventId}.ics"`,
      },
    });
  }

  private options(name: string, content: PublishedContent) {
    return {
      timeZone: this.config.museumTimeZone,
      publicUrl: this.config.publicUrl,
      name,
      now: this.clock.now(),
      location: `${SITE.name}, ${content.content.contact.address}`,
    };
  }
}
