import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { SITE, type MuseumEvent } from '@furnace/contracts';
import { EventIdPipe } from '../common/id.pipe';
import { CachedBody, type CachedReply } from '../common/cached-json';
import { CachedAnswer } from '../cache/answers';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CLOCK, type Clock } from '../clock/clock';
import { ContentService, type PublishedContent } from '../content/content.service';
import { EventsService } from '../events/events.service';
import { UpcomingEvents, type UpcomingListing } from '../events/upcoming-events.service';
import { Public } from '../auth/access';
import { buildCalendar, buildCalendarYielding } from './build-calendar';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
// Calendar apps poll subscribed feeds; a few minutes of caching costs nothing in freshness.
const CALENDAR_CACHE = 'public, max-age=300';

/**
 * The feed's window: the soonest CALENDAR_FEED_MAX_EVENTS upcoming occurrences. Calendar apps poll
 * every few minutes, so the window moves on with them; a programme of open-ended repeats is never
 * written out for a whole year.
 */
export const CALENDAR_FEED_MAX_EVENTS = 500;

/**
 * iCalendar feeds (paths: EVENTS_CALENDAR_PATH, eventCalendarPath). GET /events.ics is built once
 * per upcoming listing (about 55 ms for 1,000 events: rebuilt per request, it held up every
 * visitor), keyed by the listing object so it can never outlive it, and again when the published
 * content (the museum's address, each event's LOCATION) is a new snapshot; built in slices with
 * the event loop free between them (buildFeed), so the requests meanwhile are not held up.
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
    private readonly upcoming: UpcomingEvents,
    private readonly content: ContentService,
  ) {}

  @Get('events.ics')
  @Public()
  @ApiProduces('text/calendar')
  @ApiOkResponse({
    description: "RFC 5545 feed of upcoming events, times in the museum's zone (VTIMEZONE + TZID)",
  })
  @CachedAnswer({ tags: ['events', 'schedule', 'content'] })
  async feed(): Promise<CachedReply> {
    const [listing, content] = await Promise.all([this.upcoming.get(), this.content.published()]);
    let built = this.built.get(listing);
    if (built?.content !== content) {
      const feed = this.buildFeed(listing, content);
      built = { content, feed };
      this.built.set(listing, built);
      // A build that failed is not kept: the next request builds again.
      feed.catch(() => this.built.get(listing)?.feed === feed && this.built.delete(listing));
    }
    const feed = await built.feed;
    // Sent like the JSON listings (cache/answers.ts): ETag and 304, and a gzip copy made once.
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
  @ApiOkResponse({
    description:
      'One event as an .ics file ("Add to calendar"), a repeating one with each occurrence',
  })
  @ApiNotFoundResponse({ description: 'No such event' })
  async one(@Param('id', EventIdPipe) eventId: number): Promise<Response> {
    // A draft is no more public here than anywhere: 404 until its publish_at.
    const occurrences = await this.events.occurrencesOf(eventId);
    const content = await this.content.published();
    // The file name carries the id, so the headers are per request: a web Response.
    return new Response(this.build(occurrences, occurrences[0].title, content), {
      headers: {
        'Content-Type': CALENDAR_TYPE,
        'Cache-Control': CALENDAR_CACHE,
        'Content-Disposition': `attachment; filename="event-${eventId}.ics"`,
      },
    });
  }

  /**
   * The feed for a listing: its soonest CALENDAR_FEED_MAX_EVENTS occurrences (one page: one walk
   * of the timeline), then the document a slice at a time with the event loop let run between
   * slices (buildCalendarYielding). The same bytes as building it at once.
   */
  private async buildFeed(listing: UpcomingListing, content: PublishedContent) {
    const { events } = listing.page({ size: CALENDAR_FEED_MAX_EVENTS });
    return new CachedBody(
      await buildCalendarYielding(events, this.options('Museum events', content)),
    );
  }

  private build(events: MuseumEvent[], name: string, content: PublishedContent): string {
    return buildCalendar(events, this.options(name, content));
  }

  private options(name: string, content: PublishedContent) {
    return {
      timeZone: this.config.museumTimeZone,
      publicUrl: this.config.publicUrl,
      name,
      now: this.clock.now(),
      // The museum's name and the street address staff keep in content.
      location: `${SITE.name}, ${content.content.contact.address}`,
    };
  }
}
