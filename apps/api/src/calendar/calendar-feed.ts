import { Inject, Injectable } from '@nestjs/common';
import { CachedBody, type CachedReply, type CachedReplyOptions } from '../common/cached-json';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CLOCK, type Clock } from '../clock/clock';
import { SITE, type MuseumEvent } from '@furnace/contracts';
import { ContentService, type PublishedContent } from '../content/content.service';
import { UpcomingEvents, type UpcomingListing } from '../events/upcoming-events.service';
import { buildCalendar } from './build-calendar';

export const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
// Calendar apps poll subscribed feeds; a few minutes of caching costs nothing in freshness.
export const CALENDAR_CACHE = 'public, max-age=300';

/** How GET /events.ics goes out (cache/answers.ts sends it, ETag, 304 and gzip included). */
const FEED_REPLY: CachedReplyOptions = {
  contentType: CALENDAR_TYPE,
  cacheControl: CALENDAR_CACHE,
  headers: { 'Content-Disposition': 'inline; filename="museum-events.ics"' },
};

/**
 * The feed's window: the soonest CALENDAR_FEED_MAX_EVENTS upcoming occurrences (the listing's first
 * pages). Calendar apps poll the feed every few minutes, so the window moves on with them; a
 * programme of daily and weekly open-ended repeats is never written out for a whole year.
 */
export const CALENDAR_FEED_MAX_EVENTS = 500;

/**
 * GET /events.ics, built once per snapshot of the upcoming events (about 55 ms for 1,000
 * events, rebuilt on every request, it held the status endpoint up for every visitor). The
 * snapshot is UpcomingEvents' listing in the one cache (topic 'events'): a write here or another
 * process's NOTIFY drops it, the museum's midnight expires it, and the next request builds the
 * feed again from the new listing. Keyed by the listing object itself, so the feed can never
 * outlive (nor disagree with) the listing it was built from; and rebuilt when the published
 * content (the museum's address, each event's LOCATION) is a new snapshot.
 */
@Injectable()
export class CalendarFeed {
  private readonly built = new WeakMap<
    UpcomingListing,
    { content: PublishedContent; feed: CachedBody }
  >();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly upcoming: UpcomingEvents,
    private readonly content: ContentService,
  ) {}

  async get(): Promise<CachedReply> {
    const [listing, content] = await Promise.all([this.upcoming.get(), this.content.published()]);
    let built = this.built.get(listing);
    if (built?.content !== content) {
      built = {
        content,
        feed: new CachedBody(
          this.build(
            listing.page({ size: CALENDAR_FEED_MAX_EVENTS }).events,
            'Museum events',
            content,
          ),
        ),
      };
      this.built.set(listing, built);
    }
    return built.feed.reply({ ...FEED_REPLY, until: listing.changesAt });
  }

  /** One event's own .ics: each of its occurrences. */
  async eventFile(occurrences: MuseumEvent[]): Promise<string> {
    return this.build(occurrences, occurrences[0].title, await this.content.published());
  }

  private build(events: MuseumEvent[], name: string, content: PublishedContent): string {
    return buildCalendar(events, {
      timeZone: this.config.museumTimeZone,
      publicUrl: this.config.publicUrl,
      name,
      now: this.clock.now(),
      // The museum's name and the street address staff keep in content.
      location: `${SITE.name}, ${content.content.contact.address}`,
    });
  }
}
